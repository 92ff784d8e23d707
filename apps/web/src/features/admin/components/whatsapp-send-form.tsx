import { validateMobile, whatsappParameterIssue, type WhatsappTemplate } from '@sangam/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';

/** The body's {{1}}…{{n}} in order: one field each. */
const placeholders = (template: WhatsappTemplate) =>
  Array.from({ length: template.parameterCount }, (_, i) => i + 1);

type Errors = { template?: string; to?: string; parameters?: string };

/**
 * The send form (document 2, 2.11, 5): a template, the phone and one field per BODY placeholder,
 * checked as the spec and Meta ask before anything is sent.
 */
export const WhatsappSendForm = ({
  templates,
  sending,
  onSend,
}: {
  templates: WhatsappTemplate[];
  sending: boolean;
  onSend: (input: {
    to: string;
    template: string;
    language: string;
    parameters: string[];
  }) => Promise<boolean>;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [to, setTo] = useState('');
  const [values, setValues] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const template = templates.find((item) => `${item.name}:${item.language}` === chosen);

  const choose = (key: string) => {
    setChosen(key);
    const next = templates.find((item) => `${item.name}:${item.language}` === key);
    setValues(next ? placeholders(next).map(() => '') : []);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!template) found.template = 'noTemplate';
    if (!to.trim()) found.to = 'phoneRequired';
    else if (!validateMobile(to).ok) found.to = 'phoneInvalid';
    if (template) {
      const issues = values.map(whatsappParameterIssue);
      if (issues.includes('parameter_required')) found.parameters = 'missingParameters';
      else if (issues.includes('parameter_invalid')) found.parameters = 'parameterInvalid';
    }
    setErrors(found);
    if (Object.keys(found).length || !template) return;
    const sent = await onSend({
      to,
      template: template.name,
      language: template.language,
      parameters: values,
    });
    if (sent) {
      setTo('');
      setValues(placeholders(template).map(() => ''));
    }
  };

  const errorText = (code: string | undefined, field: string) =>
    code && (
      <p id={`${id}-${field}-error`} role="alert" className="text-sm text-red-600">
        {t(`whatsapp.validation.${code}`)}
      </p>
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('whatsapp.send.title')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-template`} className="text-sm font-medium text-gray-800">
            {t('whatsapp.send.template')}
          </label>
          <select
            id={`${id}-template`}
            className={inputClass}
            value={chosen}
            aria-invalid={errors.template ? true : undefined}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="">{t('whatsapp.send.choose')}</option>
            {templates.map((item) => (
              <option key={`${item.name}:${item.language}`} value={`${item.name}:${item.language}`}>
                {item.name} ({item.language})
              </option>
            ))}
          </select>
          {errorText(errors.template, 'template')}
        </div>
        {template && (
          <p className="rounded-lg bg-gray-50 p-3 text-sm break-words text-gray-700">{template.body}</p>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium text-gray-800">
            {t('whatsapp.send.phone')}
          </label>
          <input
            id={`${id}-to`}
            className={inputClass}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={20}
            placeholder="+91 98450 12345"
            value={to}
            aria-invalid={errors.to ? true : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
          {errorText(errors.to, 'to')}
        </div>
        {template &&
          placeholders(template).map((n, index) => (
            <div key={n} className="flex flex-col gap-1">
              <label htmlFor={`${id}-p${n}`} className="text-sm font-medium text-gray-800">
                {t('whatsapp.send.parameter', { n })}
              </label>
              <input
                id={`${id}-p${n}`}
                className={inputClass}
                maxLength={1024}
                value={values[index] ?? ''}
                aria-invalid={
                  errors.parameters && whatsappParameterIssue(values[index] ?? '') ? true : undefined
                }
                onChange={(event) =>
                  setValues((current) =>
                    current.map((value, i) => (i === index ? event.target.value : value)),
                  )
                }
              />
            </div>
          ))}
        {errorText(errors.parameters, 'parameters')}
        <Button type="submit" disabled={sending} className="self-start">
          {t('whatsapp.send.submit')}
        </Button>
      </form>
    </section>
  );
};
