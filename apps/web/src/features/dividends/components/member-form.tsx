import { memberInputSchema, memberUpdateSchema, todayInIndia, type Member } from '@sangam/domain';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useFarmerSearch, useSaveMember, type MemberFormValues } from '../api/members-api.ts';

type FieldName = keyof MemberFormValues;
type Errors = Partial<Record<FieldName, string>>;

const valuesOf = (member?: Member): MemberFormValues => ({
  farmerId: member?.farmerId ?? '',
  shares: member ? String(member.shares) : '',
  paidUpCapital: member ? String(member.paidUpCapital) : '',
  joinedOn: member?.joinedOn ?? todayInIndia(),
});

/** The schema's verdict as field errors (codes, worded by the Field in the dividends namespace). */
const check = (values: MemberFormValues, adding: boolean): Errors => {
  const { farmerId, ...holding } = values;
  const parsed = adding
    ? memberInputSchema.safeParse({ farmerId, ...holding })
    : memberUpdateSchema.safeParse(holding);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

/**
 * Add a member (a farmer of the FPO, found with a searchable picker) or change one's holding:
 * shares above 0, paid-up capital of 0 or more, a joining date not in the future.
 */
export const MemberForm = ({
  member,
  memberFarmerIds,
  onDone,
  onCancel,
}: {
  member?: Member;
  memberFarmerIds: ReadonlySet<string>;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('dividends');
  const toast = useToast();
  const adding = !member;
  const save = useSaveMember(member?.id);
  const [values, setValues] = useState<MemberFormValues>(valuesOf(member));
  const [errors, setErrors] = useState<Errors>({});
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const farmers = useFarmerSearch(query, adding);

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values, adding);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(values, {
      onSuccess: () => {
        toast.show({ type: 'success', title: t(adding ? 'form.added' : 'form.saved') });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'already_member')
          return toast.show({ type: 'error', title: t('form.exists') });
        if (error instanceof ApiError && error.issues.length) {
          setErrors(Object.fromEntries(error.issues.map((issue) => [issue.field, issue.code])));
          return;
        }
        toast.show({ type: 'error', title: t('form.failed') });
      },
    });
  };

  const field = (name: Exclude<FieldName, 'farmerId'>, type: string, inputMode?: 'numeric' | 'decimal') => (
    <Field
      id={`member-${name}`}
      label={t(`form.${name}`)}
      error={errors[name]}
      namespace="dividends"
      required
    >
      <input
        id={`member-${name}`}
        type={type}
        inputMode={inputMode}
        max={type === 'date' ? todayInIndia() : undefined}
        className={inputClass}
        aria-invalid={!!errors[name]}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );

  const items = farmers.data?.items ?? [];
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {adding ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-gray-800">
            {t('form.farmer')}
            <span aria-hidden className="text-red-600">
              {' '}
              *
            </span>
          </legend>
          <input
            type="search"
            className={inputClass}
            aria-label={t('form.search')}
            placeholder={t('form.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div
            role="radiogroup"
            aria-label={t('form.farmer')}
            className="flex max-h-60 flex-col overflow-y-auto rounded-lg border border-gray-200"
          >
            {farmers.isPending && <Spinner label={t('form.searching')} />}
            {farmers.data && items.length === 0 && (
              <p className="p-3 text-sm text-gray-600">{query ? t('form.noMatch') : t('form.noFarmers')}</p>
            )}
            {items.map((farmer) => {
              const taken = memberFarmerIds.has(farmer.id);
              return (
                <label
                  key={farmer.id}
                  className={`flex items-center gap-3 border-b border-gray-100 p-3 last:border-b-0 ${taken ? 'opacity-60' : 'cursor-pointer hover:bg-gray-50'}`}
                >
                  <input
                    type="radio"
                    name="member-farmer"
                    value={farmer.id}
                    disabled={taken}
                    checked={values.farmerId === farmer.id}
                    onChange={() => set('farmerId', farmer.id)}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{farmer.farmerName}</span>
                    <span className="block text-xs text-gray-600">
                      {taken ? t('form.alreadyMember') : `${farmer.village} · ${farmer.phoneNumber}`}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {farmers.data && farmers.data.total > items.length && (
            <p className="text-xs text-gray-500">{t('form.refine')}</p>
          )}
          {errors.farmerId && (
            <p role="alert" className="text-sm text-red-600">
              {t(`validation.${errors.farmerId}`)}
            </p>
          )}
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('shares', 'text', 'numeric')}
        {field('paidUpCapital', 'text', 'decimal')}
        {field('joinedOn', 'date')}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t(adding ? 'form.add' : 'form.save')}
        </Button>
      </div>
    </form>
  );
};
