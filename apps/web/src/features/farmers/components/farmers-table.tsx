import { formatDate, type Farmer } from '@sangam/domain';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { FarmerActions } from './farmer-actions.tsx';

/** The farmer list: a table on wide screens, cards on a phone. A row opens the farmer. */
export const FarmersTable = ({ farmers, emptyTitle }: { farmers: Farmer[]; emptyTitle: string }) => {
  const { t } = useTranslation('farmers');
  const navigate = useNavigate();
  if (!farmers.length) return <EmptyState Icon={Users} title={emptyTitle} />;
  const open = (farmer: Farmer) => void navigate(`/farmers/${farmer.id}`);
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-gray-200 text-xs tracking-wide text-gray-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('columns.name')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('columns.phone')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('columns.land')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('columns.location')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('columns.added')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {farmers.map((farmer) => (
            <tr
              key={farmer.id}
              onClick={() => open(farmer)}
              className="cursor-pointer border-b border-gray-100 hover:bg-gray-50"
            >
              <td className="px-3 py-2">
                <p className="font-medium">{farmer.farmerName}</p>
                <p className="text-xs text-gray-500">{t(`gender.${farmer.gender}`)}</p>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{farmer.phoneNumber}</td>
              <td className="px-3 py-2">{t('acresValue', { acres: farmer.acres })}</td>
              <td className="px-3 py-2">
                <p>{farmer.village}</p>
                <p className="text-xs text-gray-500">
                  {farmer.district}, {farmer.state}
                </p>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(farmer.createdAt)}</td>
              <td className="px-3 py-1">
                <FarmerActions farmer={farmer} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 md:hidden">
        {farmers.map((farmer) => (
          <li
            key={farmer.id}
            onClick={() => open(farmer)}
            className="flex cursor-pointer items-start justify-between gap-2 rounded-lg border border-gray-200 p-3"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{farmer.farmerName}</p>
              <p className="text-sm text-gray-600">{farmer.phoneNumber}</p>
              <p className="text-xs text-gray-500">
                {t('acresValue', { acres: farmer.acres })} · {t(`gender.${farmer.gender}`)} · {farmer.village}
              </p>
            </div>
            <FarmerActions farmer={farmer} />
          </li>
        ))}
      </ul>
    </>
  );
};
