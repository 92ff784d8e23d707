import { useTranslation } from 'react-i18next';
import { DividendCalculator } from '@/features/dividends/components/dividend-calculator.tsx';
import { LegalSteps } from '@/features/dividends/components/legal-steps.tsx';
import { MemberRegister } from '@/features/dividends/components/member-register.tsx';

/**
 * The dividend calculator (document 2, 2.19; Pro Max) with the member register it can run on
 * (issue 19; decision 031): calculator, member calculator and per-member dividends, the register,
 * and the legal steps guide.
 */
export const DividendCalculatorScreen = () => {
  const { t } = useTranslation('dividends');
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-gray-600">{t('subtitle')}</p>
      </header>
      <div className="grid min-w-0 gap-5 lg:grid-cols-2 lg:items-start">
        <DividendCalculator />
        <div className="flex min-w-0 flex-col gap-5">
          <MemberRegister />
          <LegalSteps />
        </div>
      </div>
    </div>
  );
};
