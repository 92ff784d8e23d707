import { formatDate, plans, type AdminUserRow, type Plan } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { TrialBadge } from './trial-badge.tsx';

/**
 * The users and trials table (document 2, 2.6): each account linked to its detail, 'You' on one's
 * own row, the plan (a choice for an admin who may edit), the trial, joined and last sign-in dates,
 * and the trial and delete buttons an admin may use; nobody deletes their own account here.
 */
export const UsersTable = ({
  rows,
  meId,
  may,
  onPlan,
  onTrial,
  onDelete,
}: {
  rows: AdminUserRow[];
  meId: string | undefined;
  may: { edit: boolean; delete: boolean };
  onPlan: (fpoId: string, plan: Plan) => void;
  onTrial: (row: AdminUserRow) => void;
  onDelete: (row: AdminUserRow) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="relative w-0 min-w-full overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full min-w-[56rem] text-sm">
        <thead className="bg-gray-50 text-left text-gray-600">
          <tr>
            {(['user', 'fpo', 'plan', 'trial', 'joined', 'lastSignIn'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {t(`users.columns.${column}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('users.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const you = row.userId === meId;
            const name = row.fullName ?? row.email;
            const fpoId = row.fpoId;
            return (
              <tr
                key={row.userId}
                className={`border-t border-gray-100 align-top ${you ? 'bg-brand-50' : ''}`}
              >
                <td className="px-3 py-2">
                  <span className="flex items-center gap-2 font-medium">
                    <Link
                      to={`/admin/users/${encodeURIComponent(row.userId)}`}
                      className="text-brand-800 hover:underline"
                    >
                      {name}
                    </Link>
                    {you && (
                      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                        {t('users.you')}
                      </span>
                    )}
                  </span>
                  <span className="block text-gray-600">{row.email}</span>
                  {!row.emailVerified && (
                    <span className="block text-xs text-amber-700">{t('users.unconfirmed')}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  {row.fpoName ?? '—'}
                  {row.fpoName && row.role && (
                    <span className="block text-xs text-gray-600">{t(`teamRoles.${row.role}`)}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  {fpoId && row.plan && may.edit ? (
                    <select
                      aria-label={t('users.planFor', { name })}
                      value={row.plan}
                      onChange={(event) => onPlan(fpoId, event.target.value as Plan)}
                      className="min-h-9 rounded-lg border border-gray-300 bg-white px-2"
                    >
                      {plans.map((plan) => (
                        <option key={plan} value={plan}>
                          {t(`users.plans.${plan}`)}
                        </option>
                      ))}
                    </select>
                  ) : row.plan ? (
                    t(`users.plans.${row.plan}`)
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-3 py-2">
                  {row.trial ? <TrialBadge trial={row.trial} custom={row.customTrial} /> : '—'}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.createdAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {row.lastSignInAt ? formatDate(row.lastSignInAt) : t('users.never')}
                </td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-2">
                    {may.edit && row.fpoId && (
                      <Button
                        variant="secondary"
                        onClick={() => onTrial(row)}
                        aria-label={t('users.trialFor', { name })}
                      >
                        {t('users.trialButton')}
                      </Button>
                    )}
                    {may.delete && !you && (
                      <Button
                        variant="danger"
                        onClick={() => onDelete(row)}
                        aria-label={t('users.deleteFor', { name })}
                      >
                        {t('users.delete.button')}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
