import { describe, expect, it } from 'vitest';
import { languageEnglishNames, readLanguage, validatePreferredLanguage } from './language-words.ts';
import { languageNames, languages } from './languages.ts';

describe('readLanguage', () => {
  it.each([
    // Codes, as a system export or a careful operator writes them.
    ['en', 'en'],
    ['hi', 'hi'],
    ['KN', 'kn'],
    [' te ', 'te'],
    ['ta', 'ta'],
    ['ml', 'ml'],
    ['hi-IN', 'hi'],
    ['kn_IN', 'kn'],
    ['en-GB', 'en'],
    ['hin', 'hi'],
    ['kan', 'kn'],
    ['tel', 'te'],
    ['tam', 'ta'],
    ['mal', 'ml'],
    ['eng', 'en'],
    // English names in any case, with spaces around, and followed by the word "language".
    ['English', 'en'],
    ['hindi', 'hi'],
    ['HINDI', 'hi'],
    ['  Kannada  ', 'kn'],
    ['Telugu', 'te'],
    ['Tamil', 'ta'],
    ['Malayalam', 'ml'],
    ['Hindi language', 'hi'],
    ['Kannada Language', 'kn'],
    ['Tamil.', 'ta'],
    // Misspellings seen in registers.
    ['Kanada', 'kn'],
    ['Telegu', 'te'],
    // Each language's own name, as the pickers show it.
    ['हिन्दी', 'hi'],
    ['हिंदी', 'hi'],
    ['ಕನ್ನಡ', 'kn'],
    ['తెలుగు', 'te'],
    ['தமிழ்', 'ta'],
    ['മലയാളം', 'ml'],
    // The six names written in another language's script, as an operator of that state writes them.
    ['अंग्रेज़ी', 'en'],
    ['अंग्रेजी', 'en'],
    ['इंग्लिश', 'en'],
    ['कन्नड़', 'kn'],
    ['कन्नड', 'kn'],
    ['तेलुगु', 'te'],
    ['तमिल', 'ta'],
    ['मलयालम', 'ml'],
    ['ಇಂಗ್ಲಿಷ್', 'en'],
    ['ಹಿಂದಿ', 'hi'],
    ['ತೆಲುಗು', 'te'],
    ['ತಮಿಳು', 'ta'],
    ['ಮಲಯಾಳಂ', 'ml'],
    ['ఇంగ్లీష్', 'en'],
    ['హిందీ', 'hi'],
    ['కన్నడ', 'kn'],
    ['తమిళం', 'ta'],
    ['మలయాళం', 'ml'],
    ['ஆங்கிலம்', 'en'],
    ['இந்தி', 'hi'],
    ['ஹிந்தி', 'hi'],
    ['கன்னடம்', 'kn'],
    ['தெலுங்கு', 'te'],
    ['மலையாளம்', 'ml'],
    ['ഇംഗ്ലീഷ്', 'en'],
    ['ഹിന്ദി', 'hi'],
    ['കന്നഡ', 'kn'],
    ['തെലുങ്ക്', 'te'],
    ['തമിഴ്', 'ta'],
    // The native name followed by that language's word for language.
    ['हिंदी भाषा', 'hi'],
    ['ಕನ್ನಡ ಭಾಷೆ', 'kn'],
    ['తెలుగు భాష', 'te'],
    ['தமிழ் மொழி', 'ta'],
    ['മലയാളം ഭാഷ', 'ml'],
  ])('reads %j as %s', (text, language) => {
    expect(readLanguage(text)).toBe(language);
  });

  it.each([
    ['French'],
    ['Marathi'],
    ['Bengali'],
    ['language'],
    ['भाषा'],
    ['Hindi English'],
    ['Kannada, Telugu'],
    ['h'],
    ['hi-FR'],
    ['12'],
    ['Yes'],
  ])('names no language in %j', (text) => {
    expect(readLanguage(text)).toBeNull();
  });

  it('reads back every name it writes and every picker name', () => {
    for (const language of languages) {
      expect(readLanguage(languageEnglishNames[language])).toBe(language);
      expect(readLanguage(languageNames[language])).toBe(language);
    }
  });
});

describe('validatePreferredLanguage', () => {
  it.each([
    [undefined, { ok: true, value: null }],
    [null, { ok: true, value: null }],
    ['', { ok: true, value: null }],
    ['   ', { ok: true, value: null }],
    ['Kannada', { ok: true, value: 'kn' }],
    ['हिंदी', { ok: true, value: 'hi' }],
    ['Klingon', { ok: false, code: 'language_invalid' }],
    [42, { ok: false, code: 'language_invalid' }],
  ])('%j gives %o', (raw, result) => {
    expect(validatePreferredLanguage(raw)).toEqual(result);
  });
});
