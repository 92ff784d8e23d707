import { adminActions, adminPages, type AdminAction, type AdminPage, type PageAccess } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

/**
 * The page permission grid of the grant modals (document 2, 2.5): a row per page, view / edit /
 * delete. A flag the granting admin does not hold is shown but cannot be ticked (the server refuses
 * it anyway).
 */
export const PermissionGrid = ({
  value,
  onChange,
  grantable,
}: {
  value: PageAccess;
  onChange: (next: PageAccess) => void;
  grantable: (page: AdminPage, action: AdminAction) => boolean;
}) => {
  const { t } = useTranslation('admin');
  const set = (page: AdminPage, action: AdminAction, on: boolean) =>
    onChange({ ...value, [page]: { ...value[page], [action]: on } });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('access.form.grid')}</caption>
        <thead>
          <tr className="text-left text-gray-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              {t('access.form.page')}
            </th>
            {adminActions.map((action) => (
              <th key={action} scope="col" className="px-2 py-1 text-center font-medium">
                {t(`access.actions.${action}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {adminPages.map((page) => (
            <tr key={page} className="border-t border-gray-100">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {t(`pages.${page}`)}
              </th>
              {adminActions.map((action) => (
                <td key={action} className="px-2 py-1 text-center">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    aria-label={t('access.form.flag', {
                      page: t(`pages.${page}`),
                      action: t(`access.actions.${action}`),
                    })}
                    checked={value[page][action]}
                    disabled={!grantable(page, action) && !value[page][action]}
                    onChange={(event) => set(page, action, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
