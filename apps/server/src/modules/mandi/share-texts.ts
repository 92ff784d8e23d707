import type { Language } from '@sangam/domain';

/**
 * What a link preview says (WhatsApp, Telegram, SMS apps read the page's Open Graph tags). Link
 * crawlers rarely name a language, so English is the default; a browser that asks in one of ours
 * gets that one.
 */
export type ShareTexts = {
  mandiTitle: string;
  mandiDescription: string;
  perPacket: string;
  perTonne: string;
  fpoDescription: (farmers: string, acres: string) => string;
  requirementTitle: string;
  requirementDescription: string;
};

export const shareTexts: Record<Language, ShareTexts> = {
  en: {
    mandiTitle: 'Sangam Mandi: produce straight from farmer producer organisations',
    mandiDescription:
      'Browse and buy grains, pulses, spices and more directly from FPOs across India, with no middlemen.',
    perPacket: 'per packet',
    perTonne: 'per tonne',
    fpoDescription: (farmers, acres) => `${farmers} farmers · ${acres} acres · on Sangam Mandi`,
    requirementTitle: 'Tell FPOs what you want to buy',
    requirementDescription:
      'Post your crop requirement once; FPOs with matching produce contact you directly.',
  },
  hi: {
    mandiTitle: 'Sangam मंडी: किसान उत्पादक संगठनों से सीधे उपज',
    mandiDescription: 'पूरे भारत के FPO से अनाज, दालें, मसाले और बहुत कुछ सीधे खरीदें, बिना बिचौलियों के।',
    perPacket: 'प्रति पैकेट',
    perTonne: 'प्रति टन',
    fpoDescription: (farmers, acres) => `${farmers} किसान · ${acres} एकड़ · Sangam मंडी पर`,
    requirementTitle: 'FPO को बताइए कि आप क्या खरीदना चाहते हैं',
    requirementDescription: 'अपनी फसल की ज़रूरत एक बार दर्ज करें; मिलती उपज वाले FPO सीधे आपसे संपर्क करेंगे।',
  },
  kn: {
    mandiTitle: 'Sangam ಮಂಡಿ: ರೈತ ಉತ್ಪಾದಕ ಸಂಸ್ಥೆಗಳಿಂದ ನೇರವಾಗಿ ಉತ್ಪನ್ನ',
    mandiDescription:
      'ಭಾರತದಾದ್ಯಂತದ FPOಗಳಿಂದ ಧಾನ್ಯ, ಬೇಳೆಕಾಳು, ಸಾಂಬಾರ ಪದಾರ್ಥ ಮತ್ತು ಇನ್ನಷ್ಟು ನೇರವಾಗಿ ಖರೀದಿಸಿ, ಮಧ್ಯವರ್ತಿಗಳಿಲ್ಲದೆ.',
    perPacket: 'ಪ್ರತಿ ಪ್ಯಾಕೆಟ್‌ಗೆ',
    perTonne: 'ಪ್ರತಿ ಟನ್‌ಗೆ',
    fpoDescription: (farmers, acres) => `${farmers} ರೈತರು · ${acres} ಎಕರೆ · Sangam ಮಂಡಿಯಲ್ಲಿ`,
    requirementTitle: 'ನೀವು ಏನು ಖರೀದಿಸಬೇಕೆಂದು FPOಗಳಿಗೆ ತಿಳಿಸಿ',
    requirementDescription: 'ನಿಮ್ಮ ಬೆಳೆ ಅಗತ್ಯವನ್ನು ಒಮ್ಮೆ ದಾಖಲಿಸಿ; ಹೊಂದುವ ಉತ್ಪನ್ನವಿರುವ FPOಗಳು ನಿಮ್ಮನ್ನು ನೇರವಾಗಿ ಸಂಪರ್ಕಿಸುತ್ತವೆ.',
  },
  te: {
    mandiTitle: 'Sangam మండీ: రైతు ఉత్పత్తిదారుల సంస్థల నుండి నేరుగా పంట',
    mandiDescription: 'భారతదేశం అంతటా ఉన్న FPOల నుండి ధాన్యాలు, పప్పులు, మసాలాలు మరియు మరెన్నో నేరుగా కొనండి, దళారులు లేకుండా.',
    perPacket: 'ఒక్కో ప్యాకెట్‌కు',
    perTonne: 'ఒక్కో టన్నుకు',
    fpoDescription: (farmers, acres) => `${farmers} రైతులు · ${acres} ఎకరాలు · Sangam మండీలో`,
    requirementTitle: 'మీరు ఏమి కొనాలనుకుంటున్నారో FPOలకు చెప్పండి',
    requirementDescription: 'మీ పంట అవసరాన్ని ఒకసారి నమోదు చేయండి; సరిపోయే పంట ఉన్న FPOలు మిమ్మల్ని నేరుగా సంప్రదిస్తాయి.',
  },
  ta: {
    mandiTitle: 'Sangam மண்டி: விவசாய உற்பத்தியாளர் அமைப்புகளிடமிருந்து நேரடி விளைபொருள்',
    mandiDescription:
      'இந்தியா முழுவதும் உள்ள FPOகளிடமிருந்து தானியங்கள், பருப்புகள், மசாலாப் பொருட்கள் மற்றும் பலவற்றை இடைத்தரகர் இல்லாமல் நேரடியாக வாங்குங்கள்.',
    perPacket: 'ஒரு பாக்கெட்டுக்கு',
    perTonne: 'ஒரு டன்னுக்கு',
    fpoDescription: (farmers, acres) => `${farmers} விவசாயிகள் · ${acres} ஏக்கர் · Sangam மண்டியில்`,
    requirementTitle: 'நீங்கள் என்ன வாங்க விரும்புகிறீர்கள் என்று FPOகளுக்குச் சொல்லுங்கள்',
    requirementDescription:
      'உங்கள் பயிர்த் தேவையை ஒருமுறை பதிவு செய்யுங்கள்; பொருந்தும் விளைபொருள் உள்ள FPOகள் உங்களை நேரடியாகத் தொடர்புகொள்ளும்.',
  },
  ml: {
    mandiTitle: 'Sangam മണ്ഡി: കർഷക ഉൽപാദക സംഘടനകളിൽ നിന്ന് നേരിട്ട് വിളകൾ',
    mandiDescription:
      'ഇന്ത്യയിലെങ്ങുമുള്ള FPOകളിൽ നിന്ന് ധാന്യങ്ങൾ, പയറുവർഗങ്ങൾ, സുഗന്ധവ്യഞ്ജനങ്ങൾ എന്നിവയും മറ്റും ഇടനിലക്കാരില്ലാതെ നേരിട്ട് വാങ്ങൂ.',
    perPacket: 'ഒരു പാക്കറ്റിന്',
    perTonne: 'ഒരു ടണ്ണിന്',
    fpoDescription: (farmers, acres) => `${farmers} കർഷകർ · ${acres} ഏക്കർ · Sangam മണ്ഡിയിൽ`,
    requirementTitle: 'നിങ്ങൾ എന്താണ് വാങ്ങാൻ ആഗ്രഹിക്കുന്നതെന്ന് FPOകളെ അറിയിക്കൂ',
    requirementDescription:
      'നിങ്ങളുടെ വിള ആവശ്യം ഒരിക്കൽ രേഖപ്പെടുത്തൂ; യോജിക്കുന്ന ഉൽപന്നമുള്ള FPOകൾ നിങ്ങളെ നേരിട്ട് ബന്ധപ്പെടും.',
  },
};
