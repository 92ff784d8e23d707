import {
  calculateDividend,
  DIVIDEND_DEFAULTS,
  DIVIDEND_GUIDANCE,
  formatDividendRate,
  formatDividendRupees,
  formatCount,
  parseDividendNumber,
  type DividendRefusal,
  type DividendResult,
} from '@sangam/domain';
import { Calculator, RotateCcw, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { useMemberRegister, type DividendFigures } from '../api/members-api.ts';
import { MemberCalculator } from './member-calculator.tsx';
import { MemberDividendList } from './member-dividend-list.tsx';

type Inputs = DividendFigures & { paidUpCapital: string };
type InputName = keyof Inputs;

const defaults: Inputs = {
  netProfit: '',
  paidUpCapital: '',
  reserves: String(DIVIDEND_DEFAULTS.reservesPercent),
  development: String(DIVIDEND_DEFAULTS.developmentPercent),
  allocation: String(DIVIDEND_DEFAULTS.allocationPercent),
};

/** A figure as typed: commas stripped (document 2, 5); anything else that is no number is NaN. */
const numberOf = (text: string) => parseDividendNumber(text) ?? Number.NaN;

type Shown = { result: DividendResult; inputs: Inputs; fromRegister: boolean };

/**
 * The dividend calculator (document 2, 2.19, 4, 5, 9): the inputs with their defaults, results only
 * after 'Calculate Dividend', Reset back to the defaults with the results hidden; the total paid-up
 * capital can come from the member register, and then each member's dividend is listed too.
 */
export const DividendCalculator = () => {
  const { t } = useTranslation('dividends');
  const register = useMemberRegister();
  // Read while rendering: the query re-renders this component only for what it reads (tracked
  // props), and the button's handler must see the register's latest totals.
  const registerTotals = register.data?.totals;
  const [inputs, setInputs] = useState<Inputs>(defaults);
  const [fromRegister, setFromRegister] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [refusal, setRefusal] = useState<DividendRefusal | null>(null);
  const [registerNote, setRegisterNote] = useState<'filled' | 'empty' | null>(null);

  const change = (name: InputName, value: string) => {
    setInputs((current) => ({ ...current, [name]: value }));
    // A capital typed by hand is no longer the register's.
    if (name === 'paidUpCapital') {
      setFromRegister(false);
      setRegisterNote(null);
    }
  };

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const outcome = calculateDividend({
      netProfit: numberOf(inputs.netProfit),
      paidUpCapital: numberOf(inputs.paidUpCapital),
      reservesPercent: numberOf(inputs.reserves),
      developmentPercent: numberOf(inputs.development),
      allocationPercent: numberOf(inputs.allocation),
    });
    if (outcome.ok) {
      setShown({ result: outcome.result, inputs, fromRegister });
      setRefusal(null);
    } else {
      setShown(null);
      setRefusal(outcome.reason);
    }
  };

  const reset = () => {
    setInputs(defaults);
    setFromRegister(false);
    setShown(null);
    setRefusal(null);
    setRegisterNote(null);
  };

  const fillFromRegister = () => {
    const totals = registerTotals;
    if (!totals || totals.paidUpCapital <= 0) {
      setRegisterNote('empty');
      return;
    }
    setInputs((current) => ({ ...current, paidUpCapital: String(totals.paidUpCapital) }));
    setFromRegister(true);
    setRegisterNote('filled');
  };

  const reservesBelowMinimum = numberOf(inputs.reserves) < DIVIDEND_GUIDANCE.statutoryReserveMinPercent;

  const input = (name: InputName, suffix?: string) => (
    <Field id={`dividend-${name}`} label={t(`calculator.${name}`)} namespace="dividends">
      <div className="flex items-center gap-2">
        <input
          id={`dividend-${name}`}
          className={inputClass}
          inputMode="decimal"
          autoComplete="off"
          value={inputs[name]}
          placeholder={suffix ? undefined : t('calculator.amountPlaceholder')}
          onChange={(event) => change(name, event.target.value)}
        />
        {suffix && <span className="text-sm text-gray-600">{suffix}</span>}
      </div>
    </Field>
  );

  const result = shown?.result;
  const percentOf = (value: string) => formatCount(numberOf(value));

  return (
    <section aria-labelledby="dividend-calculator" className="flex min-w-0 flex-col gap-4">
      <form
        noValidate
        onSubmit={calculate}
        className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      >
        <h2 id="dividend-calculator" className="text-lg font-semibold">
          {t('calculator.heading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {input('netProfit')}
          <div className="flex flex-col gap-2">
            {input('paidUpCapital')}
            <Button variant="secondary" onClick={fillFromRegister} disabled={register.isPending}>
              <Users aria-hidden className="size-4" />
              {t('calculator.useRegister')}
            </Button>
            {registerNote === 'filled' && registerTotals && (
              <p role="status" className="text-xs text-green-800">
                {t('calculator.registerFilled', {
                  members: formatCount(registerTotals.members),
                  capital: formatDividendRupees(registerTotals.paidUpCapital),
                })}
              </p>
            )}
            {registerNote === 'empty' && (
              <p role="status" className="text-xs text-amber-800">
                {t('calculator.registerEmpty')}
              </p>
            )}
          </div>
          {input('reserves', '%')}
          {input('development', '%')}
          {input('allocation', '%')}
        </div>
        <div className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          <p className="font-medium">{t('guidance.title')}</p>
          <ul className="mt-1 list-disc pl-5">
            <li>{t('guidance.statutory', { min: DIVIDEND_GUIDANCE.statutoryReserveMinPercent })}</li>
            <li>
              {t('guidance.education', {
                min: DIVIDEND_GUIDANCE.educationFundMinPercent,
                max: DIVIDEND_GUIDANCE.educationFundMaxPercent,
              })}
            </li>
          </ul>
          {reservesBelowMinimum && (
            <p className="mt-2 font-medium text-amber-800">
              {t('guidance.reserveBelow', { min: DIVIDEND_GUIDANCE.statutoryReserveMinPercent })}
            </p>
          )}
        </div>
        {refusal && <AlertBanner tone="warning" title={t(`refusals.${refusal}`)} />}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit">
            <Calculator aria-hidden className="size-4" />
            {t('calculator.calculate')}
          </Button>
          <Button variant="secondary" onClick={reset}>
            <RotateCcw aria-hidden className="size-4" />
            {t('calculator.reset')}
          </Button>
        </div>
      </form>

      {result && shown && (
        <section
          aria-labelledby="dividend-results"
          className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4"
        >
          <h2 id="dividend-results" className="text-lg font-semibold">
            {t('results.heading')}
          </h2>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {(
              [
                ['netProfit', formatDividendRupees(result.netProfit), {}],
                [
                  'reserves',
                  formatDividendRupees(result.reserves),
                  { percent: percentOf(shown.inputs.reserves) },
                ],
                [
                  'development',
                  formatDividendRupees(result.development),
                  { percent: percentOf(shown.inputs.development) },
                ],
                ['remaining', formatDividendRupees(result.remaining), {}],
                ['pool', formatDividendRupees(result.pool), { percent: percentOf(shown.inputs.allocation) }],
                ['paidUpCapital', formatDividendRupees(result.paidUpCapital), {}],
              ] as const
            ).map(([key, value, options]) => (
              <div key={key} className="flex justify-between gap-3 rounded-lg bg-white p-3">
                <dt className="text-gray-600">{t(`results.${key}`, options)}</dt>
                <dd className="text-right font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="rounded-lg bg-white p-3 text-center">
            <span className="block text-sm text-gray-600">{t('results.rate')}</span>
            <span className="text-3xl font-bold text-green-800">
              {formatDividendRate(result.ratePercent)}
            </span>
            <span className="block text-xs text-gray-500">{t('results.rateHint')}</span>
          </p>
        </section>
      )}

      <MemberCalculator result={result ?? null} />

      {shown?.fromRegister ? (
        <MemberDividendList
          figures={{
            netProfit: shown.inputs.netProfit,
            reserves: shown.inputs.reserves,
            development: shown.inputs.development,
            allocation: shown.inputs.allocation,
          }}
        />
      ) : (
        shown && <p className="text-sm text-gray-600">{t('perMember.notFromRegister')}</p>
      )}
    </section>
  );
};
