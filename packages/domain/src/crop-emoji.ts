/** A picture for the crops a buyer names or a product is made of (spec 2.15, 2.20), by the first crop it recognises. */
const crops: [RegExp, string][] = [
  [/maize|corn|makka|ಮೆಕ್ಕೆ|मक्का/i, '🌽'],
  [/paddy|rice|dhan|धान|चावल|ಭತ್ತ|ಅಕ್ಕಿ/i, '🌾'],
  [/wheat|gehu|गेहूं|ಗೋಧಿ/i, '🌾'],
  [/jowar|bajra|ragi|millet|sorghum|ज्वार|बाजरा|ರಾಗಿ|ಜೋಳ/i, '🌾'],
  [/tomato|टमाटर|ಟೊಮೆಟೊ/i, '🍅'],
  [/onion|प्याज|ಈರುಳ್ಳಿ/i, '🧅'],
  [/potato|आलू|ಆಲೂಗಡ್ಡೆ/i, '🥔'],
  [/chilli|chili|mirch|मिर्च|ಮೆಣಸಿನ/i, '🌶️'],
  [/banana|केला|ಬಾಳೆ/i, '🍌'],
  [/mango|आम|ಮಾವು/i, '🥭'],
  [/coconut|नारियल|ತೆಂಗಿನ/i, '🥥'],
  [/grape|अंगूर|ದ್ರಾಕ್ಷಿ/i, '🍇'],
  [/groundnut|peanut|मूंगफली|ಕಡಲೆಕಾಯಿ/i, '🥜'],
  [/cotton|कपास|ಹತ್ತಿ/i, '☁️'],
  [/pulse|dal|gram|tur|moong|दाल|ಬೇಳೆ/i, '🫘'],
  [/vegetable|सब्ज़ी|ತರಕಾರಿ/i, '🥬'],
];

export const cropEmoji = (text: string) => crops.find(([pattern]) => pattern.test(text))?.[1] ?? '🌱';
