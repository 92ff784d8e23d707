import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500';

type FieldProps = {
  id: string;
  label: string;
  /** A message code, translated as `<namespace>:validation.<code>`. */
  error?: string;
  namespace?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
};

/** A labelled form field whose error (a message code) is shown in the user's language. */
export const Field = ({ id, label, error, namespace = 'auth', hint, required, children }: FieldProps) => {
  const { t } = useTranslation(namespace);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
        {required && (
          <span aria-hidden className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {t(`validation.${error}`)}
        </p>
      ) : (
        hint && <p className="text-xs text-gray-500">{hint}</p>
      )}
    </div>
  );
};
