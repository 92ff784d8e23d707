import { describe, expect, it } from 'vitest';
import { farmerSheetHeaders } from './farmer-sheet.ts';
import { isCompleteMapping, suggestMapping } from './import-mapping.ts';

describe('suggestMapping', () => {
  it('matches the sample file exactly', () => {
    expect(suggestMapping([...farmerSheetHeaders])).toEqual({
      farmerName: 0,
      phoneNumber: 1,
      acres: 2,
      gender: 3,
      village: 4,
      block: 5,
      district: 6,
      state: 7,
      pincode: 8,
      preferredLanguage: 9,
    });
  });

  it('leaves the optional language unmapped when the sheet has none, and the mapping still complete', () => {
    const mapping = suggestMapping(farmerSheetHeaders.slice(0, 9));
    expect(mapping.preferredLanguage).toBeNull();
    expect(isCompleteMapping(mapping)).toBe(true);
  });

  it.each([
    ['Language'],
    ['Preferred Language'],
    ['LANGUAGES'],
    ['Mother Tongue'],
    ['भाषा'],
    ['पसंदीदा भाषा'],
    ['मातृभाषा'],
    ['ಭಾಷೆ'],
    ['ಮಾತೃಭಾಷೆ'],
    ['భాష'],
    ['மொழி'],
    ['தாய்மொழி'],
    ['ഭാഷ'],
  ])('takes %s for the preferred language', (header) => {
    expect(suggestMapping(['Farmer Name', header]).preferredLanguage).toBe(1);
  });

  it.each([['Farmer name (local language)'], ['Languages known'], ['ತಿಳಿದಿರುವ ಭಾಷೆಗಳು']])(
    'does not take %s for the preferred language',
    (header) => {
      expect(suggestMapping([header]).preferredLanguage).toBeNull();
    },
  );

  it('still takes a name column that mentions the language for the farmer name', () => {
    expect(suggestMapping(['Farmer name (local language)', 'Language'])).toMatchObject({
      farmerName: 0,
      preferredLanguage: 1,
    });
  });

  it.each([
    [
      ['Name of Member', 'Mobile No.', 'Land Area (acres)', 'Sex', 'Gram', 'Taluk', 'Dist', 'State', 'PIN'],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      [
        'S.No',
        'Contact',
        'NAME',
        'Tehsil',
        'district_name',
        'Village',
        'Holding',
        'Pin Code',
        'state',
        'Gender',
      ],
      [2, 1, 6, 9, 5, 3, 4, 8, 7],
    ],
    [
      ['किसान का नाम', 'मोबाइल', 'एकड़', 'लिंग', 'गांव', 'ब्लॉक', 'जिला', 'राज्य', 'पिन कोड'],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      ['ರೈತರ ಹೆಸರು', 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ', 'ಎಕರೆ', 'ಲಿಂಗ', 'ಗ್ರಾಮ', 'ತಾಲೂಕು', 'ಜಿಲ್ಲೆ', 'ರಾಜ್ಯ', 'ಪಿನ್ ಕೋಡ್'],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      ['Mandal', 'Farmer', 'Phone', 'Area', 'M/F Sex', 'Village', 'District', 'State', 'Postal code'],
      [1, 2, 3, 4, 5, 0, 6, 7, 8],
    ],
  ])('maps %o', (headers, order) => {
    const mapping = suggestMapping(headers);
    expect([
      mapping.farmerName,
      mapping.phoneNumber,
      mapping.acres,
      mapping.gender,
      mapping.village,
      mapping.block,
      mapping.district,
      mapping.state,
      mapping.pincode,
    ]).toEqual(order);
  });

  const fields = [
    'farmerName',
    'phoneNumber',
    'acres',
    'gender',
    'village',
    'block',
    'district',
    'state',
    'pincode',
  ] as const;
  const columnsOf = (headers: string[]) => {
    const mapping = suggestMapping(headers);
    return fields.map((field) => mapping[field]);
  };

  // Header rows as FPO registers, member lists and government forms write them. Each row lists the
  // columns for farmer name, phone, acres, gender, village, block, district, state and pincode.
  it.each([
    [
      'an English FPO member register',
      [
        'Sl. No.',
        'Member ID',
        'Name of the Farmer',
        "Father's/Husband's Name",
        'Gender (M/F)',
        'Age',
        'Village',
        'Gram Panchayat',
        'Block',
        'Dist.',
        'State',
        'PIN',
        'Mobile No.',
        'Aadhaar No.',
        'Land Holding (in acres)',
        'Bank Name',
        'Account No.',
        'IFSC',
      ],
      [2, 12, 14, 4, 6, 8, 9, 10, 11],
    ],
    [
      'a numbered English form with colons',
      [
        '1. Farmer Name:',
        '2. Ph. No.:',
        '3. Area (in acres):',
        '4. Sex:',
        '5. Vill.:',
        '6. Tehsil:',
        '7. Distt.:',
        '8. State:',
        '9. Pin Code:',
      ],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      'an agriculture department list with a hectare column beside the acres',
      [
        'Farmer Code',
        'FARMER NAME',
        'S/O, W/O',
        'Mob',
        'Sex',
        'Village',
        'Mandal',
        'District',
        'State',
        'PINCODE',
        'Area (Ha)',
        'Total Land (Acres)',
      ],
      [1, 3, 11, 4, 5, 6, 7, 8, 9],
    ],
    [
      'a Hindi register from Uttar Pradesh',
      [
        'क्र.सं.',
        'किसान का नाम',
        'पिता/पति का नाम',
        'मोबाइल न.',
        'लिंग',
        'ग्राम',
        'विकासखंड',
        'ज़िला',
        'राज्य',
        'पिन कोड',
        'रकबा (एकड़ में)',
      ],
      [1, 3, 10, 4, 5, 6, 7, 8, 9],
    ],
    [
      'a Hindi register spelt the other accepted ways',
      ['कृषक का नाम', 'मोबाइल नम्बर', 'भूमि (एकड़)', 'लिंग', 'गाँव', 'तहसील', 'जिला', 'राज्य', 'पिनकोड'],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      'a Marathi FPO sheet',
      [
        'अ.क्र.',
        'शेतकऱ्याचे नाव',
        'मोबाईल क्रमांक',
        'लिंग (स्त्री/पुरुष)',
        'गाव',
        'तालुका',
        'जिल्हा',
        'राज्य',
        'पिन कोड',
        'क्षेत्र (एकर)',
      ],
      [1, 2, 9, 3, 4, 5, 6, 7, 8],
    ],
    [
      'a Karnataka form with hobli and taluk spelt ತಾಲ್ಲೂಕು',
      [
        'ಕ್ರ.ಸಂ.',
        'ರೈತರ ಹೆಸರು',
        'ತಂದೆ/ಗಂಡನ ಹೆಸರು',
        'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
        'ಲಿಂಗ',
        'ಗ್ರಾಮ',
        'ಹೋಬಳಿ',
        'ತಾಲ್ಲೂಕು',
        'ಜಿಲ್ಲೆ',
        'ರಾಜ್ಯ',
        'ಪಿನ್ ಕೋಡ್',
        'ಜಮೀನು (ಎಕರೆ)',
      ],
      [1, 3, 11, 4, 5, 7, 8, 9, 10],
    ],
    [
      'a bilingual English and Kannada sheet',
      [
        'Farmer Name / ರೈತರ ಹೆಸರು',
        'Mobile No / ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
        'Gender / ಲಿಂಗ',
        'Village / ಗ್ರಾಮ',
        'Taluk / ತಾಲ್ಲೂಕು',
        'District / ಜಿಲ್ಲೆ',
        'State / ರಾಜ್ಯ',
        'Pincode / ಪಿನ್\u200Cಕೋಡ್',
        'Land (Acres) / ಜಮೀನು (ಎಕರೆ)',
      ],
      [0, 1, 8, 2, 3, 4, 5, 6, 7],
    ],
    [
      'a Kannada sheet with short words and ತಾಲ್ಲೂಕ',
      ['ಹೆಸರು', 'ಫೋನ್', 'ಹಿಡುವಳಿ (ಎಕರೆ)', 'ಲಿಂಗ', 'ಊರು', 'ತಾಲ್ಲೂಕ', 'ಜಿಲ್ಲೆ', 'ರಾಜ್ಯ', 'ಪಿನ್'],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      'a Telugu register',
      [
        'క్ర.సం.',
        'రైతు పేరు',
        'తండ్రి/భర్త పేరు',
        'ఫోన్ నంబర్',
        'లింగం',
        'గ్రామం',
        'మండలం',
        'జిల్లా',
        'రాష్ట్రం',
        'పిన్ కోడ్',
        'భూమి (ఎకరాలు)',
      ],
      [1, 3, 10, 4, 5, 6, 7, 8, 9],
    ],
    [
      'a Telugu form in the formal -ము spelling',
      ['పేరు', 'మొబైల్ నెంబరు', 'విస్తీర్ణము (ఎకరాలు)', 'లింగము', 'గ్రామము', 'మండలము', 'జిల్లా', 'రాష్ట్రము', 'పిన్\u200Cకోడ్'],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      'a Tamil register',
      [
        'வ.எண்',
        'விவசாயி பெயர்',
        'தந்தை/கணவர் பெயர்',
        'அலைபேசி எண்',
        'பாலினம்',
        'கிராமம்',
        'வட்டம்',
        'மாவட்டம்',
        'மாநிலம்',
        'அஞ்சல் குறியீடு',
        'நிலம் (ஏக்கர்)',
      ],
      [1, 3, 10, 4, 5, 6, 7, 8, 9],
    ],
    [
      'a Tamil sheet with case endings and a doubled consonant',
      [
        'விவசாயியின் பெயர்',
        'கைப்பேசி எண்',
        'பரப்பளவு (ஏக்கரில்)',
        'பாலினம்',
        'ஊர்',
        'வட்டாரம்',
        'மாவட்டம்',
        'மாநிலம்',
        'பின்கோடு',
      ],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      'a Malayalam register',
      [
        'ക്രമ നമ്പർ',
        'കർഷകന്റെ പേര്',
        'പിതാവിന്റെ/ഭർത്താവിന്റെ പേര്',
        'മൊബൈൽ നമ്പർ',
        'ലിംഗം',
        'വില്ലേജ്',
        'ബ്ലോക്ക്',
        'ജില്ല',
        'സംസ്ഥാനം',
        'പിൻകോഡ്',
        'ഭൂമി (ഏക്കർ)',
      ],
      [1, 3, 10, 4, 5, 6, 7, 8, 9],
    ],
    [
      'a Malayalam sheet typed on an old keyboard (ZWJ chillus, samvruthokaram)',
      [
        'കര്\u200Dഷകന്\u200Dറെ പേരു',
        'ഫോണ്\u200D നമ്പര്\u200D',
        'വിസ്തീര്\u200Dണ്ണം (ഏക്കര്\u200D)',
        'ലിംഗം',
        'ഗ്രാമം',
        'താലൂക്ക്',
        'ജില്ല',
        'സംസ്ഥാനം',
        'പിന്\u200D കോഡ്',
      ],
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
  ])('maps %s', (_, headers, columns) => {
    expect(columnsOf(headers)).toEqual(columns);
  });

  it.each([
    ['Father Name'],
    ["Father's/Husband's name"],
    ['S/O'],
    ['Bank Name'],
    ['Name of FPO'],
    ['Name of the Farmer Producer Company'],
    ['Nominee Name'],
    ['Farmer ID'],
    ['Village Name'],
    ['पिता/पति का नाम'],
    ['बैंक का नाम'],
    ['ತಂದೆಯ ಹೆಸರು'],
    ['రైతు ఉత్పత్తిదారుల సంఘం పేరు'],
    ['கணவர் பெயர்'],
    ['ഭർത്താവിന്റെ പേര്'],
  ])('does not take %s for the farmer name', (header) => {
    expect(suggestMapping([header]).farmerName).toBeNull();
  });

  it.each([
    ['Aadhaar No.'],
    ['Aadhar Number'],
    ['Account No.'],
    ['Contact Person'],
    ['Contact Email'],
    ['ಆಧಾರ್ ಸಂಖ್ಯೆ'],
    ['आधार नंबर'],
  ])('does not take %s for the phone', (header) => {
    expect(suggestMapping([header]).phoneNumber).toBeNull();
  });

  // A hectare, gunta or cent figure read as acres imports silently wrong holdings; such a column is
  // left for the operator to map knowingly.
  it.each([
    ['Land area in hectares'],
    ['Area (Ha)'],
    ['Area (Guntha)'],
    ['Extent (cents)'],
    ['रकबा (हेक्टेयर)'],
    ['ವಿಸ್ತೀರ್ಣ (ಎಕರೆ-ಗುಂಟೆ)'],
    ['Land Survey No.'],
  ])('does not take %s for acres', (header) => {
    expect(suggestMapping([header]).acres).toBeNull();
  });

  it.each([['Gram Panchayat'], ['ग्राम पंचायत'], ['ಗ್ರಾಮ ಪಂಚಾಯಿತಿ'], ['Village Code'], ['Green Gram (qtl)']])(
    'does not take %s for the village',
    (header) => {
      expect(suggestMapping([header]).village).toBeNull();
    },
  );

  it('prefers the main mobile column to an alternate one', () => {
    expect(suggestMapping(['Alternate Mobile No', 'Mobile No']).phoneNumber).toBe(1);
  });

  it('takes a hobli for the block only when the sheet has no taluk', () => {
    expect(suggestMapping(['ಗ್ರಾಮ', 'ಹೋಬಳಿ']).block).toBe(1);
    expect(suggestMapping(['ಗ್ರಾಮ', 'ಹೋಬಳಿ', 'ತಾಲೂಕು']).block).toBe(2);
  });

  it('leaves a field unmapped when no header fits, and never maps one column twice', () => {
    const mapping = suggestMapping(['Name', 'Phone', 'Notes']);
    expect(mapping).toMatchObject({ farmerName: 0, phoneNumber: 1, acres: null, pincode: null });
    expect(isCompleteMapping(mapping)).toBe(false);
  });
});
