import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ErrorScreen } from '@/components/ui/error-screen.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useFarmerDetail } from '@/features/farmers/api/farmers-api.ts';
import { FarmerDetail } from '@/features/farmers/components/farmer-detail.tsx';
import { FarmerForm } from '@/features/farmers/components/farmer-form.tsx';
import { useConfirmDeleteFarmer } from '@/features/farmers/components/use-delete-farmer.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useTeamRights } from '@/lib/use-team-rights.ts';

export const FarmerDetailScreen = () => {
  const { t } = useTranslation('farmers');
  const navigate = useNavigate();
  const { farmerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const detail = useFarmerDetail(farmerId);
  const confirmDelete = useConfirmDeleteFarmer();
  const mayDelete = useTeamRights().may('farmers', 'delete');
  const editing = params.get('edit') === '1';
  const toDashboard = () => void navigate('/dashboard');

  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && [400, 404].includes(detail.error.status);
    return (
      <ErrorScreen
        title={t('detail.errorTitle')}
        message={missing ? t('detail.notFound') : t('common:errors.network_error')}
        actionLabel={t('notAvailableBack')}
        onAction={toDashboard}
      />
    );
  }
  const { farmer } = detail.data;

  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        onClick={toDashboard}
        className="inline-flex items-center gap-1 self-start text-sm text-gray-600 hover:text-gray-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('detail.back')}
      </button>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{farmer.farmerName}</h1>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setParams({ edit: '1' })}>
            <Pencil aria-hidden className="size-4" />
            {t('detail.edit')}
          </Button>
          {mayDelete && (
            <Button
              variant="danger"
              onClick={() =>
                void confirmDelete(farmer).then(
                  (deleted) => deleted && navigate('/farmers', { replace: true }),
                )
              }
            >
              <Trash2 aria-hidden className="size-4" />
              {t('detail.delete')}
            </Button>
          )}
        </div>
      </header>
      <FarmerDetail detail={detail.data} />
      <Modal open={editing} onClose={() => setParams({})} title={t('editTitle')} wide>
        <FarmerForm farmer={farmer} onDone={() => setParams({})} onCancel={() => setParams({})} />
      </Modal>
    </div>
  );
};
