import { describe, expect, it } from 'vitest';
import { headerWords, normaliseHeader } from './header-normalise.ts';

describe('normaliseHeader', () => {
  it.each([
    [
      'case, spaces, underscores and punctuation',
      ['Farmer Name', 'FARMER_NAME', 'farmer-name:', ' Farmer  Name* '],
    ],
    ['numbering before the header', ['1. Farmer Name', '(2) Farmer Name', 'Farmer Name']],
    ['Indian digits as ASCII digits', ['Phone ೨', 'Phone २', 'Phone 2']],
    ['Indian-digit numbering', ['१. किसान', '௧) किसान', 'किसान']],
    ['abbreviations written with or without dots', ['Ph. No.', 'PH NO', 'Ph.No']],
    ['Unicode composed or decomposed (NFC)', ['क़िसान', 'क\u093Cिसान', 'किसान']],
    ['Devanagari nukta', ['ज़िला', 'जिला']],
    ['Devanagari nukta in a letter NFC keeps composed (ऩ)', ['\u0929', '\u0928']],
    ['Kannada nukta', ['ಫ಼ೋನ್', 'ಫೋನ್']],
    ['chandrabindu and anusvara', ['गाँव', 'गांव']],
    ['Devanagari nasal half-form and anusvara', ['मोबाइल नम्बर', 'मोबाइल नंबर']],
    ['Devanagari nasal half-form before a retroflex', ['विकासखण्ड', 'विकासखंड']],
    ['Devanagari English vowels', ['ब्लॉक', 'ब्लाक']],
    ['Devanagari vowel length (Marathi and Hindi spellings)', ['मोबाईल', 'मोबाइल']],
    ['Devanagari long and short u', ['भूमी', 'भुमि', 'भूमि']],
    ['Karnataka government form spelling of taluk', ['ತಾಲ್ಲೂಕು', 'ತಾಲೂಕು', 'ತಾಲ್ಲೂಕ', 'ತಾಲೂಕ']],
    ['Tamil doubled consonant', ['கைப்பேசி', 'கைபேசி']],
    ['Kannada doubled consonant', ['ಹಳ್ಳಿ', 'ಹಳಿ']],
    ['ZWNJ inside a word', ['ರೈತ\u200Cರ', 'ರೈತರ']],
    ['ZWNJ, joined or apart (Telugu)', ['పిన్\u200Cకోడ్', 'పిన్కోడ్', 'పిన్ కోడ్']],
    ['Malayalam chillu, atomic or with ZWJ', ['കർഷകന്റെ', 'കര്\u200Dഷകന്\u200Dറെ', 'കർഷകൻറെ']],
    ['Malayalam final virama or samvruthokaram u', ['പേര്', 'പേരു']],
    ['Kannada final virama or enunciative u', ['ಫೋನ್', 'ಫೋನು']],
    ['Telugu final virama or enunciative u', ['నంబర్', 'నంబరు']],
    ['Telugu -ము or anusvara', ['గ్రామము', 'గ్రామం']],
    ['Devanagari final virama', ['ब्लॉक्', 'ब्लॉक']],
    ['soft hyphen and byte-order mark', ['\uFEFFVil\u00ADlage', 'Village']],
  ])('folds %s to one key', (_, spellings) => {
    const keys = new Set(spellings.map(normaliseHeader));
    expect([...keys]).toHaveLength(1);
    expect([...keys][0]).not.toBe('');
  });

  it.each([
    ['Tamil taluk and district, which share a word ending', 'வட்டம்', 'மாவட்டம்'],
    ['Tamil taluk and block', 'வட்டம்', 'வட்டாரம்'],
    ['Kannada male and husband’s', 'ಗಂಡು', 'ಗಂಡನ'],
    ['Kannada vowel length, which is not folded outside Devanagari', 'ಗಿರಿ', 'ಗೀರಿ'],
    ['Tamil vowel length', 'கிளை', 'கீளை'],
    ['a number kept after a word', 'Phone 1', 'Phone 2'],
    ['Devanagari aspirated and plain consonants', 'खाता', 'काता'],
  ])('keeps apart %s', (_, one, other) => {
    expect(normaliseHeader(one)).not.toBe(normaliseHeader(other));
  });

  it('keeps the words of a header apart and joins an apostrophe', () => {
    expect(headerWords("Father's/Husband's Name")).toEqual(['fathers', 'husbands', 'name']);
    expect(headerWords('Mobile No / ಮೊಬೈಲ್ ಸಂಖ್ಯೆ')).toEqual(['mobile', 'no', 'ಮೊಬೈಲ', 'ಸಂಖಯೆ']);
    expect(headerWords('Area (in acres):')).toEqual(['area', 'in', 'acres']);
  });

  it('has nothing left of a header made only of numbering, spaces or punctuation', () => {
    expect(headerWords('')).toEqual([]);
    expect(headerWords('  ')).toEqual([]);
    expect(headerWords('2019')).toEqual([]);
    expect(normaliseHeader('— :')).toBe('');
  });
});
