import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A screen the member's role does not open (issue 20): said plainly, with the way to their own
 * home. The server refuses the screen's data as well (403 role_forbidden).
 */
export const RoleRefusal = ({ fpoName, home }: { fpoName: string; home: string }) => {
  const { t } = useTranslation('team');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <Lock aria-hidden className="size-12 text-gray-400" />
      <h1 className="text-xl font-semibold">{t('refusal.title')}</h1>
      <p className="text-sm break-words text-gray-600">{t('refusal.body', { fpo: fpoName })}</p>
      <Link
        to={home}
        className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        {t(home === '/dashboard' ? 'refusal.toDashboard' : 'refusal.toFarmers')}
      </Link>
    </div>
  );
};
