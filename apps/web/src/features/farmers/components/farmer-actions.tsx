import type { Farmer } from '@sangam/domain';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTeamRights } from '@/lib/use-team-rights.ts';
import { useConfirmDeleteFarmer } from './use-delete-farmer.ts';

/** View, edit and delete for one farmer; clicks do not also open the row. */
export const FarmerActions = ({ farmer }: { farmer: Farmer }) => {
  const { t } = useTranslation('farmers');
  const navigate = useNavigate();
  const confirmDelete = useConfirmDeleteFarmer();
  // Field staff add and change farmers but do not delete them (issue 20; the API refuses too).
  const mayDelete = useTeamRights().may('farmers', 'delete');
  const button = 'inline-flex size-10 items-center justify-center rounded-lg hover:bg-gray-100';
  return (
    <div className="flex items-center gap-1" onClick={(event) => event.stopPropagation()}>
      <button
        type="button"
        className={button}
        aria-label={t('actions.view', { name: farmer.farmerName })}
        onClick={() => void navigate(`/farmers/${farmer.id}`)}
      >
        <Eye aria-hidden className="size-4 text-gray-600" />
      </button>
      <button
        type="button"
        className={button}
        aria-label={t('actions.edit', { name: farmer.farmerName })}
        onClick={() => void navigate(`/farmers/${farmer.id}?edit=1`)}
      >
        <Pencil aria-hidden className="size-4 text-gray-600" />
      </button>
      {mayDelete && (
        <button
          type="button"
          className={button}
          aria-label={t('actions.delete', { name: farmer.farmerName })}
          onClick={() => void confirmDelete(farmer)}
        >
          <Trash2 aria-hidden className="size-4 text-red-600" />
        </button>
      )}
    </div>
  );
};
