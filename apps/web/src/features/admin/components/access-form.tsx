import {
  noPageAccess,
  type AccessOverview,
  type AccessRecord,
  type AdminAction,
  type AdminPage,
  type PageAccess,
} from '@sangam/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { PermissionGrid } from './permission-grid.tsx';

export type AccessFormValues = {
  userId: string;
  isSuperAdmin: boolean;
  pageAccess: PageAccess;
  notes: string;
};

/**
 * Grant Access and Edit Admin Access (document 2, 2.5 and 5): a user must be chosen ('Please select
 * a user'); with super admin ticked the grid is hidden.
 */
export const AccessForm = ({
  record,
  candidates,
  search,
  onSearch,
  grantable,
  canGrantSuperAdmin,
  busy,
  onSubmit,
  onClose,
}: {
  record: AccessRecord | null;
  candidates: AccessOverview['candidates'];
  search: string;
  onSearch: (text: string) => void;
  grantable: (page: AdminPage, action: AdminAction) => boolean;
  canGrantSuperAdmin: boolean;
  busy: boolean;
  onSubmit: (values: AccessFormValues) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<AccessFormValues>({
    userId: record?.userId ?? '',
    isSuperAdmin: record?.isSuperAdmin ?? false,
    pageAccess: (record?.pageAccess as PageAccess | undefined) ?? noPageAccess(),
    notes: record?.notes ?? '',
  });
  const [missingUser, setMissingUser] = useState(false);
  return (
    <Modal
      open
      wide
      onClose={onClose}
      title={record ? t('access.form.editTitle') : t('access.form.grantTitle')}
      description={record ? `${record.fullName ?? record.email} · ${record.email}` : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button
            busy={busy}
            onClick={() => {
              if (!values.userId) return setMissingUser(true);
              onSubmit(values);
            }}
          >
            {record ? t('access.form.save') : t('access.form.grant')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {!record && (
          <>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('access.form.findUser')}
              <input
                type="search"
                value={search}
                onChange={(event) => onSearch(event.target.value)}
                placeholder={t('access.searchPlaceholder')}
                className={inputClass}
              />
            </label>
            <Field
              id="access-user"
              label={t('access.form.user')}
              namespace="admin"
              error={missingUser ? 'user_required' : undefined}
              required
            >
              <select
                id="access-user"
                value={values.userId}
                aria-invalid={missingUser || undefined}
                onChange={(event) => {
                  setValues((v) => ({ ...v, userId: event.target.value }));
                  setMissingUser(false);
                }}
                className={inputClass}
              >
                <option value="">{t('access.form.chooseUser')}</option>
                {candidates.map((c) => (
                  <option key={c.userId} value={c.userId}>
                    {[c.fullName, c.email, c.fpoName].filter(Boolean).join(' · ')}
                  </option>
                ))}
              </select>
            </Field>
          </>
        )}
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 accent-brand-700"
            checked={values.isSuperAdmin}
            disabled={!canGrantSuperAdmin && !values.isSuperAdmin}
            onChange={(event) => setValues((v) => ({ ...v, isSuperAdmin: event.target.checked }))}
          />
          <span>
            <span className="font-medium">{t('access.form.superAdmin')}</span>
            <span className="block text-gray-600">{t('access.form.superAdminHint')}</span>
          </span>
        </label>
        {!values.isSuperAdmin && (
          <PermissionGrid
            value={values.pageAccess}
            grantable={grantable}
            onChange={(pageAccess) => setValues((v) => ({ ...v, pageAccess }))}
          />
        )}
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('access.form.notes')}
          <textarea
            rows={2}
            maxLength={500}
            value={values.notes}
            onChange={(event) => setValues((v) => ({ ...v, notes: event.target.value }))}
            className={inputClass}
          />
        </label>
      </div>
    </Modal>
  );
};
