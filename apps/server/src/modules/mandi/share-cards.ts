import { formatAcres, formatCount, formatPrice, isLanguage, type Language } from '@sangam/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { requestOrigin } from '../../plugins/origin.ts';
import { getMandiProduct, getPublicFpo } from './mandi.service.ts';
import { shareTexts } from './share-texts.ts';

/** What a link preview shows: the page's Open Graph card. */
export type ShareCard = { title: string; description: string; image: string | null; url: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const languageOf = (request: FastifyRequest): Language => {
  const wanted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2));
  return wanted.find(isLanguage) ?? 'en';
};

/** Missing or unlisted records get the page's general card, never an error page. */
const unlessMissing = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
};

/**
 * The card of a public page (issue 14: a link pasted into WhatsApp shows a preview): a product
 * (`/mandi?product=…`), an FPO (`/mandi/fpo/…`), the Mandi itself and the requirement form. Other
 * pages have none.
 */
export const shareCardFor = async (db: Db, request: FastifyRequest): Promise<ShareCard | null> => {
  const address = new URL(request.url, 'http://x');
  const origin = requestOrigin(request);
  const url = `${origin}${address.pathname}${address.search}`;
  const absolute = (path: string | undefined) => (path ? `${origin}${path}` : null);
  const texts = shareTexts[languageOf(request)];
  const path = address.pathname.replace(/\/+$/, '');

  if (path === '/mandi') {
    const productId = address.searchParams.get('product') ?? '';
    const product = uuid.test(productId)
      ? await unlessMissing(() => getMandiProduct({ db, productId }))
      : null;
    if (!product) return { title: texts.mandiTitle, description: texts.mandiDescription, image: null, url };
    const packaged = product.packagingType === 'packaged';
    const amount = packaged
      ? `${formatCount(product.quantityAvailable ?? 0)} × ${product.packetSizeGms ? `${formatCount(product.packetSizeGms)} g` : ''}`.trim()
      : `${product.quantityTonnes} t`;
    return {
      title: `${product.productName} · ${product.seller.fpoName}`,
      description: `${formatPrice(product.salePrice)} ${packaged ? texts.perPacket : texts.perTonne} · ${amount}${
        product.seller.address ? ` · ${product.seller.address.replace(/\s+/g, ' ')}` : ''
      }`,
      image: absolute(product.picture?.url),
      url,
    };
  }

  const fpoId = /^\/mandi\/fpo\/([^/]+)$/.exec(path)?.[1] ?? '';
  if (fpoId) {
    const fpo = uuid.test(fpoId) ? await unlessMissing(() => getPublicFpo({ db, fpoId })) : null;
    if (!fpo) return { title: texts.mandiTitle, description: texts.mandiDescription, image: null, url };
    return {
      title: fpo.name,
      description: texts.fpoDescription(formatCount(fpo.farmerCount), formatAcres(fpo.totalAcres, 1)),
      image: absolute(
        (fpo.logo ?? fpo.villagePhotos[0] ?? fpo.products.find((p) => p.picture)?.picture)?.url,
      ),
      url,
    };
  }

  if (path === '/public/buyer_requirement')
    return { title: texts.requirementTitle, description: texts.requirementDescription, image: null, url };
  return null;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** index.html with the card's title and Open Graph tags in its head. */
export const withShareCard = (html: string, card: ShareCard) => {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(card.title)}</title>`,
    `<meta name="description" content="${escapeHtml(card.description)}" />`,
    meta('og:type', 'website'),
    meta('og:site_name', 'Sangam'),
    meta('og:title', card.title),
    meta('og:description', card.description),
    meta('og:url', card.url),
    ...(card.image
      ? [meta('og:image', card.image), `<meta name="twitter:card" content="summary_large_image" />`]
      : []),
  ].join('\n    ');
  // A function, not the string: in a replacement string `$'`, `$&` and `` $` `` stand for parts of
  // the page, and a name, an address or the shared link's own query may hold them.
  return html.replace(/<title>[^<]*<\/title>/, () => tags);
};
