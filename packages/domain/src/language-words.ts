import { toText, type FieldResult } from './farmer-fields.ts';
import { headerWords } from './header-normalise.ts';
import { isLanguage, languages, type Language } from './languages.ts';

/** Each language's English name: what a register's language column most often holds, and what an export writes. */
export const languageEnglishNames: Record<Language, string> = {
  en: 'English',
  hi: 'Hindi',
  kn: 'Kannada',
  te: 'Telugu',
  ta: 'Tamil',
  ml: 'Malayalam',
};

/**
 * How people write each language in a spreadsheet cell: its code and its ISO 639-2 code, its English
 * name and common English misspellings, and its name in each of the six languages' scripts (and
 * Marathi's, for English). Spelling variants that header folding already joins (हिन्दी / हिंदी,
 * कन्नड़ / कन्नड, अंग्रेज़ी / अंग्रेजी) need no entry of their own.
 */
const languageWords: Record<Language, readonly string[]> = {
  en: [
    'en',
    'eng',
    'english',
    'अंग्रेज़ी',
    'इंग्लिश',
    'इंग्रजी',
    'ಇಂಗ್ಲಿಷ್',
    'ಆಂಗ್ಲ',
    'ఇంగ్లీష్',
    'ఆంగ్లం',
    'ஆங்கிலம்',
    'ഇംഗ്ലീഷ്',
  ],
  hi: ['hi', 'hin', 'hindi', 'हिन्दी', 'ಹಿಂದಿ', 'హిందీ', 'இந்தி', 'ஹிந்தி', 'ഹിന്ദി'],
  kn: ['kn', 'kan', 'kannada', 'kanada', 'कन्नड़', 'ಕನ್ನಡ', 'కన్నడ', 'கன்னடம்', 'കന്നഡ'],
  te: ['te', 'tel', 'telugu', 'telegu', 'तेलुगु', 'तेलुगू', 'ತೆಲುಗು', 'తెలుగు', 'தெலுங்கு', 'തെലുങ്ക്'],
  ta: ['ta', 'tam', 'tamil', 'तमिल', 'ತಮಿಳು', 'తమిళం', 'தமிழ்', 'തമിഴ്'],
  ml: ['ml', 'mal', 'malayalam', 'मलयालम', 'ಮಲಯಾಳಂ', 'ಮಲಯಾಳ', 'మలయాళం', 'மலையாளம்', 'മലയാളം'],
};

/** "Hindi language", "ಕನ್ನಡ ಭಾಷೆ", "தமிழ் மொழி": the word for language after a name adds nothing. */
const wordsForLanguage = ['language', 'भाषा', 'ಭಾಷೆ', 'భాష', 'மொழி', 'ഭാഷ'];

/** Region tags a locale code may carry ("hi-IN", "en_GB"). */
const regions = ['in', 'us', 'gb'];

const key = (text: string) => headerWords(text).join('');

let lookup: Map<string, Language> | undefined;
let languageWordKeys: Set<string> | undefined;

/** Built on first use, so that loading the module does no work and minds no import order. */
const tables = () => {
  if (!lookup || !languageWordKeys) {
    lookup = new Map(
      languages.flatMap((language) => [
        ...languageWords[language].map((word) => [key(word), language] as const),
        [key(languageEnglishNames[language]), language] as const,
      ]),
    );
    languageWordKeys = new Set(wordsForLanguage.map(key));
  }
  return { lookup, languageWordKeys };
};

/**
 * The language a spreadsheet cell names, or null when it names none of the six: the code ("hi",
 * "hi-IN"), the English name in any case ("HINDI", "Hindi language"), or the name in any of the
 * six scripts ("हिंदी", "ಕನ್ನಡ", "தமிழ் மொழி"). Blank text is for the caller to decide.
 */
export const readLanguage = (text: string): Language | null => {
  const { lookup, languageWordKeys } = tables();
  const words = headerWords(text);
  const [first, second] = words;
  if (words.length === 2 && first && second && regions.includes(second) && isLanguage(first)) return first;
  const last = words.at(-1);
  const named = words.length > 1 && last && languageWordKeys.has(last) ? words.slice(0, -1) : words;
  return lookup.get(named.join('')) ?? null;
};

/**
 * A farmer's preferred language as a spreadsheet cell holds it: null for an empty cell (the FPO's
 * language applies), the language a readable cell names, or `language_invalid`.
 */
export const validatePreferredLanguage = (raw: unknown): FieldResult<Language | null> => {
  const text = toText(raw);
  if (!text) return { ok: true, value: null };
  const language = readLanguage(text);
  return language ? { ok: true, value: language } : { ok: false, code: 'language_invalid' };
};
