import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A product picture drawn here, since a demo cannot download photos: the product's colour, a sack
 * or a bottle shape, and its name. A PNG, uploaded like a phone's picture.
 */
export const demoPicture = (name: string, colour: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fdf6e3"/><stop offset="1" stop-color="${colour}" stop-opacity="0.55"/>
  </linearGradient></defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  <path d="M450 230 q150 -90 300 0 l40 430 q-190 80 -380 0 z" fill="${colour}" stroke="#3b2f1e" stroke-width="10"/>
  <rect x="520" y="170" width="160" height="70" rx="20" fill="#3b2f1e"/>
  <text x="600" y="800" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700"
    text-anchor="middle" fill="#2d2a26">${escapeXml(name)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};
