import { z } from 'zod';
import { apiObject, optionalText, text } from './field-atoms.ts';
import { languages } from './languages.ts';

/** The 15 country codes of the onboarding phone picker (spec 2.4); +91 first and default. */
export const countryCodes = [
  { code: '+91', iso: 'IN', flag: '🇮🇳', name: 'India' },
  { code: '+977', iso: 'NP', flag: '🇳🇵', name: 'Nepal' },
  { code: '+880', iso: 'BD', flag: '🇧🇩', name: 'Bangladesh' },
  { code: '+94', iso: 'LK', flag: '🇱🇰', name: 'Sri Lanka' },
  { code: '+975', iso: 'BT', flag: '🇧🇹', name: 'Bhutan' },
  { code: '+960', iso: 'MV', flag: '🇲🇻', name: 'Maldives' },
  { code: '+92', iso: 'PK', flag: '🇵🇰', name: 'Pakistan' },
  { code: '+971', iso: 'AE', flag: '🇦🇪', name: 'United Arab Emirates' },
  { code: '+966', iso: 'SA', flag: '🇸🇦', name: 'Saudi Arabia' },
  { code: '+65', iso: 'SG', flag: '🇸🇬', name: 'Singapore' },
  { code: '+60', iso: 'MY', flag: '🇲🇾', name: 'Malaysia' },
  { code: '+44', iso: 'GB', flag: '🇬🇧', name: 'United Kingdom' },
  { code: '+1', iso: 'US', flag: '🇺🇸', name: 'United States' },
  { code: '+61', iso: 'AU', flag: '🇦🇺', name: 'Australia' },
  { code: '+49', iso: 'DE', flag: '🇩🇪', name: 'Germany' },
] as const;
export const countryCallingCodes = countryCodes.map((c) => c.code) as [string, ...string[]];

/** Onboarding (spec 2.4): full name and phone on step 1; FPO name on step 2. */
export const onboardingInputSchema = apiObject({
  fullName: text({ max: 100, required: 'full_name_required' }),
  organization: optionalText({ max: 120 }),
  countryCode: z.enum(countryCallingCodes, { error: 'country_code_invalid' }),
  phone: text({ max: 30, required: 'phone_required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,14}$/, 'phone_invalid')),
  language: z.enum(languages, { error: 'language_invalid' }),
  fpoName: text({ max: 120, required: 'fpo_name_required' }).pipe(z.string().min(2, 'fpo_name_too_short')),
  fpoPhone: optionalText({ max: 20 }),
  fpoAddress: optionalText({ max: 500, multiline: true }),
});
export type OnboardingInput = z.input<typeof onboardingInputSchema>;

export const languageInputSchema = apiObject({ language: z.enum(languages, { error: 'language_invalid' }) });

/** Sign-in and sign-up forms (spec 5); messages are codes the web app translates. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'email_required').pipe(z.email('email_invalid')),
  password: z.string().min(1, 'password_required').min(6, 'password_too_short'),
});

export const signUpSchema = signInSchema
  .extend({ confirmPassword: z.string().min(1, 'confirm_password_required') })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwords_must_match',
  });

export const resetPasswordSchema = z
  .object({
    password: z.string().min(1, 'password_required').min(6, 'password_too_short'),
    confirmPassword: z.string().min(1, 'confirm_password_required'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwords_must_match',
  });
