import { zodResolver } from '@hookform/resolvers/zod';
import { inputItemInputSchema, type AdminInput } from '@sangam/domain';
import type { InputHTMLAttributes } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';

type Values = {
  itemName: string;
  quantityAvailable: string;
  purchasePrice: string;
  salePrice: string;
  expiryDate: string;
  chemicalName: string;
  cropUsedFor: string;
};
type Name = keyof Values;

const valuesOf = (input: AdminInput): Values => ({
  itemName: input.itemName,
  quantityAvailable: String(input.quantityAvailable),
  purchasePrice: String(input.purchasePrice),
  salePrice: String(input.salePrice),
  expiryDate: input.expiryDate ?? '',
  chemicalName: input.chemicalName ?? '',
  cropUsedFor: input.cropUsedFor ?? '',
});

// The FPO's own input form's rules: one schema for the dialog and the server.
const resolver = zodResolver(inputItemInputSchema) as unknown as Resolver<Values>;

const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;
const fields: { name: Name; required: boolean; input?: InputHTMLAttributes<HTMLInputElement> }[] = [
  { name: 'itemName', required: true, input: { maxLength: 120 } },
  {
    name: 'quantityAvailable',
    required: true,
    input: { type: 'number', inputMode: 'numeric', step: '1', min: '0' },
  },
  { name: 'purchasePrice', required: true, input: money },
  { name: 'salePrice', required: true, input: money },
  { name: 'expiryDate', required: false, input: { type: 'date' } },
  { name: 'chemicalName', required: false, input: { maxLength: 120 } },
  { name: 'cropUsedFor', required: false, input: { maxLength: 120 } },
];

/**
 * 'Edit Input Product' (document 2, 2.7 and 5): item name, quantity and both prices required;
 * quantity a whole number of 0 or more, prices 0 or more in steps of 0.01. The server checks again,
 * and a field it refuses shows its message here.
 */
export const AdminInputsEditDialog = ({
  input,
  busy,
  onSubmit,
  onClose,
}: {
  input: AdminInput;
  busy: boolean;
  onSubmit: (body: object, fieldError: (field: string, code: string) => void) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const form = useForm<Values>({ resolver, mode: 'onTouched', defaultValues: valuesOf(input) });
  const submit = form.handleSubmit((values) =>
    onSubmit(values, (field, code) => form.setError(field as Name, { message: code })),
  );
  return (
    <Modal
      open
      wide
      onClose={onClose}
      title={t('inventoryOverview.inputs.editTitle')}
      description={input.fpoName}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form="admin-input-edit" busy={busy}>
            {t('inventoryOverview.inputs.save')}
          </Button>
        </>
      }
    >
      <form id="admin-input-edit" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ name, required, input: attributes }) => {
          const error = form.formState.errors[name]?.message;
          const id = `admin-input-${name}`;
          return (
            <div key={name} className={name === 'itemName' ? 'sm:col-span-2' : undefined}>
              <Field
                id={id}
                label={t(`inventory:inputs.fields.${name}`)}
                error={typeof error === 'string' ? error : undefined}
                namespace="inventory"
                required={required}
              >
                <input
                  id={id}
                  className={inputClass}
                  aria-invalid={!!error}
                  {...attributes}
                  {...form.register(name)}
                />
              </Field>
            </div>
          );
        })}
      </form>
    </Modal>
  );
};
