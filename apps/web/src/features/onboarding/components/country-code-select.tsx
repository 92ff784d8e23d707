import { countryCodes } from '@sangam/domain';
import { useMemo, type ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { regionName } from '@/lib/region-name.ts';

/**
 * The phone country-code picker of onboarding (spec 2.4): flag, dial code and the country's name in
 * the screen's language. The dial code comes before the name so a narrow closed picker still shows it.
 */
export const CountryCodeSelect = ({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  className?: string;
}) => {
  const { t, i18n } = useTranslation('onboarding');
  const options = useMemo(
    () =>
      countryCodes.map((country) => ({
        code: country.code,
        label: `${country.flag} ${country.code} ${regionName(country.iso, i18n.language, country.name)}`,
      })),
    [i18n.language],
  );
  return (
    <select aria-label={t('personal.countryCode')} className={className} value={value} onChange={onChange}>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.label}
        </option>
      ))}
    </select>
  );
};
