/** Languages offered anywhere in Sangam; `en` is the default and the fallback. */
export const languages = ['en', 'hi', 'kn', 'te', 'ta', 'ml'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The three languages of the sign-in, sign-up and settings pickers (spec 1, 2.2). */
export const primaryLanguages = ['en', 'hi', 'kn'] as const satisfies readonly Language[];

/** Each language's own name, shown in pickers so a reader finds theirs without knowing English. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  kn: 'ಕನ್ನಡ',
  te: 'తెలుగు',
  ta: 'தமிழ்',
  ml: 'മലയാളം',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
