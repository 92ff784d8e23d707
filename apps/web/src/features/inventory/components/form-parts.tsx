import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';

/** One labelled input of an inventory form, its message the domain rule's code in the user's language. */
export const FormField = <V extends FieldValues>({
  form,
  name,
  label,
  input = { type: 'text' },
  required = true,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  input?: InputHTMLAttributes<HTMLInputElement>;
  required?: boolean;
}) => {
  const error = form.formState.errors[name]?.message;
  const id = `item-${name}`;
  return (
    <Field
      id={id}
      label={label}
      error={typeof error === 'string' ? error : undefined}
      namespace="inventory"
      required={required}
    >
      <input id={id} className={inputClass} aria-invalid={!!error} {...input} {...form.register(name)} />
    </Field>
  );
};

/** Cancel and the form's own save button, side by side on a wide screen, stacked on a phone. */
export const FormButtons = ({
  saving,
  onCancel,
  saveText,
}: {
  saving: boolean;
  onCancel: () => void;
  saveText: string;
}) => {
  const { t } = useTranslation('inventory');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {t('common:cancel')}
      </Button>
      <Button type="submit" busy={saving}>
        {saveText}
      </Button>
    </div>
  );
};
