import { formatDate, type Farmer } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FarmerActions } from './farmer-actions.tsx';

const shortId = (id: string) => `${id.slice(0, 8)}...`;

/** The dashboard's latest farmers (spec 2.6): short id, and 'Not provided' where a value is missing. */
export const RecentFarmersTable = ({ farmers }: { farmers: Farmer[] }) => {
  const { t } = useTranslation('farmers');
  const navigate = useNavigate();
  const or = (value: string | null | undefined, fallback: 'notProvided' | 'notSpecified') =>
    value && value.trim() ? value : t(`recent.${fallback}`);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-gray-200 text-xs tracking-wide text-gray-500 uppercase">
          <tr>
            {(['details', 'contact', 'landGender', 'location', 'added', 'actions'] as const).map((key) => (
              <th key={key} scope="col" className="px-3 py-2">
                {t(`recent.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {farmers.map((farmer) => (
            <tr
              key={farmer.id}
              onClick={() => void navigate(`/farmers/${farmer.id}`)}
              className="cursor-pointer border-b border-gray-100 hover:bg-gray-50"
            >
              <td className="px-3 py-2">
                <p className="font-medium">{farmer.farmerName}</p>
                <p className="font-mono text-xs text-gray-500">{shortId(farmer.id)}</p>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{or(farmer.phoneNumber, 'notProvided')}</td>
              <td className="px-3 py-2">
                <p>{t('acresValue', { acres: farmer.acres })}</p>
                <p className="text-xs text-gray-500">
                  {farmer.gender ? t(`gender.${farmer.gender}`) : t('recent.notSpecified')}
                </p>
              </td>
              <td className="px-3 py-2">
                <p>{or(farmer.village, 'notProvided')}</p>
                <p className="text-xs text-gray-500">{or(farmer.district, 'notProvided')}</p>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(farmer.createdAt)}</td>
              <td className="px-3 py-1">
                <FarmerActions farmer={farmer} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
