import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** For each field, the message code of the first rule it breaks; a field that is fine is absent. */
export type FieldCodes<Field extends string> = Partial<Record<Field, string>>;
export type FormCheck<Values extends Record<string, string>> = (
  values: Values,
) => FieldCodes<keyof Values & string>;

/**
 * The public pages' small forms (sign in, sign up, new password), checked by the domain's rules the
 * way react-hook-form's onTouched mode does for the signed-in screens' forms: a field's message
 * appears once the field has been left, follows the typing from then on, and submit checks every
 * field and moves the focus to the first wrong one. These pages have a budget of 120 KB of
 * JavaScript before they can be used (issue 10) and react-hook-form alone is 12 KB of it; the check
 * itself (zod and the schema) is fetched on the first blur or submit.
 */
export const useCheckedForm = <Values extends Record<string, string>>(
  defaults: Values,
  loadCheck: () => Promise<FormCheck<Values>>,
) => {
  type Field = keyof Values & string;
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldCodes<Field>>({});
  const touched = useRef(new Set<Field>());
  const inputs = useRef(new Map<Field, HTMLElement>());
  const check = useRef<Promise<FormCheck<Values>> | undefined>(undefined);
  const latest = useRef(0);

  /** Checks `next` and shows the codes of the fields in `shown`; an older check never wins. */
  const show = useCallback(
    async (next: Values, shown: Set<Field>) => {
      const run = ++latest.current;
      const codes = (await (check.current ??= loadCheck()))(next);
      if (run !== latest.current) return codes;
      setErrors(
        Object.fromEntries(
          Object.entries(codes).filter(([field]) => shown.has(field as Field)),
        ) as FieldCodes<Field>,
      );
      return codes;
    },
    [loadCheck],
  );

  const register = (field: Field) => ({
    name: field,
    value: values[field],
    ref: (element: HTMLElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (touched.current.size) void show(next, touched.current);
    },
    onBlur: () => {
      touched.current.add(field);
      void show(values, touched.current);
    },
  });

  const handleSubmit = (onValid: (values: Values) => void) => async (event: FormEvent) => {
    event.preventDefault();
    for (const field of Object.keys(values)) touched.current.add(field as Field);
    const codes = await show(values, touched.current);
    const wrong = (Object.keys(values) as Field[]).find((field) => codes[field]);
    if (wrong) inputs.current.get(wrong)?.focus();
    else onValid(values);
  };

  return { values, errors, register, handleSubmit };
};
