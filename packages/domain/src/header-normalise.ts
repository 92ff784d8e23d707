import { normaliseDigits } from './farmer-fields.ts';

/**
 * Spreadsheet headers are typed by hand, in six languages, by people who each learnt a slightly
 * different accepted spelling. These rules fold the variants that do not change what a header word
 * means onto one key, so "ತಾಲ್ಲೂಕು" (Karnataka's government forms) and "ತಾಲೂಕು" meet, as do "ज़िला"
 * and "जिला", "गाँव" and "गांव", "मोबाइल" and Marathi "मोबाईल". The key is only ever compared with
 * other keys (aliases go through the same rules), never shown, so folding further than a
 * spelling checker would is fine as long as two different header words do not meet.
 */

/** Nukta in Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Telugu and Kannada (Malayalam and Tamil have none). */
const nukta = /[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0C3C\u0CBC]/g;

/** Chandrabindu (and Devanagari's inverted one, Telugu's combining one) to the same script's anusvara. */
const chandrabindu: Record<string, string> = {
  '\u0900': '\u0902',
  '\u0901': '\u0902',
  '\u0981': '\u0982',
  '\u0A01': '\u0A02',
  '\u0A81': '\u0A82',
  '\u0B01': '\u0B02',
  '\u0C00': '\u0C02',
  '\u0C01': '\u0C02',
  '\u0C81': '\u0C82',
  '\u0D01': '\u0D02',
};
const chandrabinduPattern = /[\u0900\u0901\u0981\u0A01\u0A81\u0B01\u0C00\u0C01\u0C81\u0D01]/g;

/**
 * Malayalam chillus are written both as atomic letters (ർ) and, in older keyboards, as consonant +
 * virama + ZWJ (ര്‍). With joiners stripped, spelling every chillu as consonant + virama joins them.
 */
const chillu: Record<string, string> = {
  '\u0D54': '\u0D2E\u0D4D',
  '\u0D55': '\u0D2F\u0D4D',
  '\u0D56': '\u0D34\u0D4D',
  '\u0D7A': '\u0D23\u0D4D',
  '\u0D7B': '\u0D28\u0D4D',
  '\u0D7C': '\u0D30\u0D4D',
  '\u0D7D': '\u0D32\u0D4D',
  '\u0D7E': '\u0D33\u0D4D',
  '\u0D7F': '\u0D15\u0D4D',
};
const chilluPattern = /[\u0D54-\u0D56\u0D7A-\u0D7F]/g;

/**
 * Devanagari variants Hindi and Marathi writers use interchangeably in header words: the English
 * "o" and "e" vowels (ब्लॉक / ब्लाक, ऑफिस / आफिस), and long or short i and u (मोबाइल / मोबाईल, भूमि
 * / भूमी, तहसील / तहसिल). Vowel length is folded only here: the Dravidian scripts spell it
 * consistently, and there a short and a long vowel make different words.
 */
const devanagariVowel: Record<string, string> = {
  '\u0949': '\u093E',
  '\u0911': '\u0906',
  '\u0945': '\u0947',
  '\u090D': '\u090F',
  '\u094A': '\u094B',
  '\u0912': '\u0913',
  '\u0946': '\u0947',
  '\u090E': '\u090F',
  '\u0940': '\u093F',
  '\u0908': '\u0907',
  '\u0942': '\u0941',
  '\u090A': '\u0909',
};
const devanagariVowelPattern = /[\u0949\u0911\u0945\u090D\u094A\u0912\u0946\u090E\u0940\u0908\u0942\u090A]/g;

const virama = '\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D';

/** A letter, virama, and the same letter again: ತಾಲ್ಲೂಕು -> ತಾಲೂಕು, கைப்பேசி -> கைபேசி. */
const doubledConsonant = new RegExp(`(\\p{L})[${virama}]\\1`, 'gu');

/**
 * A nasal consonant half-form before another consonant is the anusvara written out (नम्बर / नंबर,
 * सम्पर्क / संपर्क, विकासखण्ड / विकासखंड). Only in Devanagari, where both spellings are in daily use;
 * in Malayalam the same rule would turn ന്റ (the "nte" of every possessive) into something else.
 */
const devanagariNasalHalf = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g;

/**
 * After the folds above have read them, viramas go: a final one is optional in every script here
 * (ಬ್ಲಾಕ್ / ಬ್ಲಾಕ, ब्लॉक् / ब्लॉक), and a word written joined or apart keeps or loses one inside it
 * (పిన్‌కోడ్ / పిన్ కోడ్, ಪಿನ್‌ಕೋಡ್ / ಪಿನ್ ಕೋಡ್).
 */
const anyVirama = new RegExp(`[${virama}]`, 'g');

/**
 * Kannada, Telugu and Malayalam write a word-final consonant with an enunciative "u" or with a
 * virama (ಫೋನು / ಫೋನ್, నంబరు / నంబర్, പേരു / പേര്), and Karnataka forms write ತಾಲ್ಲೂಕ for
 * ತಾಲ್ಲೂಕು. Dropping a final "u" sign after a consonant, as the virama is dropped, joins them.
 */
const finalEnunciativeU = /(\p{L})[\u0CC1\u0C41\u0D41]$/u;

const apostrophes = /['\u2019\u02BC`]/g;
const wordSeparators = /[^\p{L}\p{M}\p{N}]+/u;
const numbering = /^\d+$/;

/** Telugu's formal "-ము" ending and the everyday anusvara are one word: గ్రామము / గ్రామం, లింగము / లింగం. */
const teluguFinalMu = /\u0C2E\u0C41$/;

const foldWord = (word: string) => word.replace(teluguFinalMu, '\u0C02').replace(finalEnunciativeU, '$1');

/**
 * The words of a header, each folded to its key. Punctuation, spaces and underscores separate words
 * ("Mob. No." -> mob, no); an apostrophe does not ("Farmer's" -> farmers). Leading numbering
 * ("1. Farmer Name", "३) किसान") is dropped because it numbers the column, not its meaning.
 */
export const headerWords = (header: string): string[] => {
  const folded = normaliseDigits(
    header
      // Decomposed, every nukta letter (क़, ऩ, ಫ಼) is its base letter followed by a nukta to drop.
      .normalize('NFD')
      .replace(nukta, '')
      .normalize('NFC')
      .replace(chilluPattern, (letter) => chillu[letter] ?? letter)
      // Format characters: ZWJ/ZWNJ (conjunct and chillu shaping), soft hyphens, byte-order marks.
      .replace(/\p{Cf}/gu, '')
      .toLowerCase(),
  )
    .replace(chandrabinduPattern, (sign) => chandrabindu[sign] ?? sign)
    .replace(devanagariVowelPattern, (vowel) => devanagariVowel[vowel] ?? vowel)
    .replace(doubledConsonant, '$1')
    .replace(devanagariNasalHalf, '\u0902')
    .replace(anyVirama, '')
    .replace(apostrophes, '');
  const words = folded.split(wordSeparators).filter(Boolean).map(foldWord).filter(Boolean);
  const firstMeaningful = words.findIndex((word) => !numbering.test(word));
  return firstMeaningful < 0 ? [] : words.slice(firstMeaningful);
};

/** One key per header: its folded words run together, so "Pin Code", "PINCODE" and "pin_code" meet. */
export const normaliseHeader = (header: string): string => headerWords(header).join('');
