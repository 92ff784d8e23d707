import type { ButtonHTMLAttributes } from 'react';
import { Loader2 } from 'lucide-react';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-brand-700',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
  warning: 'bg-amber-700 text-white hover:bg-amber-800 focus-visible:outline-amber-700',
  ghost: 'text-gray-700 hover:bg-gray-100 focus-visible:outline-brand-700',
} as const;

export type ButtonVariant = keyof typeof variants;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  busy?: boolean;
};

export const Button = ({
  variant = 'primary',
  busy = false,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
    className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`}
    {...rest}
  >
    {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
    {children}
  </button>
);
