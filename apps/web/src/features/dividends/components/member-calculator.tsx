import {
  DIVIDEND_EXAMPLE_CAPITAL,
  formatDividendRate,
  formatDividendRupees,
  memberDividend,
  parseDividendNumber,
  type DividendResult,
} from '@sangam/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '@/components/ui/field.tsx';

/**
 * The individual member calculator (document 2, 2.19): one member's capital times the rate, with
 * the example of 10,000 rupees of capital; a capital of 0 or less gives no result (document 2, 5).
 */
export const MemberCalculator = ({ result }: { result: DividendResult | null }) => {
  const { t } = useTranslation('dividends');
  const [capital, setCapital] = useState(String(DIVIDEND_EXAMPLE_CAPITAL));
  const amount = parseDividendNumber(capital);
  const dividend = result && amount !== null ? memberDividend(result, amount) : null;
  const example = result ? memberDividend(result, DIVIDEND_EXAMPLE_CAPITAL) : null;

  return (
    <section
      aria-labelledby="member-calculator"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="member-calculator" className="text-lg font-semibold">
        {t('member.heading')}
      </h2>
      <Field id="member-capital" label={t('member.capital')} namespace="dividends">
        <input
          id="member-capital"
          className={inputClass}
          inputMode="decimal"
          autoComplete="off"
          value={capital}
          onChange={(event) => setCapital(event.target.value)}
        />
      </Field>
      {!result ? (
        <p className="text-sm text-gray-600">{t('member.calculateFirst')}</p>
      ) : dividend === null ? (
        <p role="alert" className="text-sm text-red-600">
          {t('member.capitalInvalid')}
        </p>
      ) : (
        <p className="rounded-lg bg-green-50 p-3" role="status">
          <span className="block text-sm text-gray-600">
            {t('member.dividend', { rate: formatDividendRate(result.ratePercent) })}
          </span>
          <span className="text-2xl font-bold text-green-800">{formatDividendRupees(dividend)}</span>
        </p>
      )}
      {example !== null && (
        <p className="text-sm text-gray-600">
          {t('member.example', {
            capital: formatDividendRupees(DIVIDEND_EXAMPLE_CAPITAL),
            dividend: formatDividendRupees(example),
          })}
        </p>
      )}
    </section>
  );
};
