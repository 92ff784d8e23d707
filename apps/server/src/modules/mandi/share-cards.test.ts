import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { shareCardFor, withShareCard } from './share-cards.ts';

const index =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Sangam</title></head><body></body></html>';

describe('link previews of the public pages', async () => {
  const testApp = await buildTestApp();
  const { database, config } = testApp;
  const operator = await createOperator(testApp, undefined, { fpoName: 'Hosur <Growers> & Co' });
  const client = clientFor(testApp, operator.cookie);
  const product = (
    await client.post('/api/products', {
      productName: 'Cold-pressed groundnut oil',
      packagingType: 'packaged',
      quantityAvailable: 40,
      packetSizeGms: 1000,
      salePrice: 245,
    })
  ).json();
  const hidden = (
    await client.post('/api/products', {
      productName: 'Jaggery',
      packagingType: 'open',
      quantityTonnes: 1,
      salePrice: 40000,
      isActive: false,
    })
  ).json();
  const opened = (url: string, language = '') =>
    shareCardFor(database.db, {
      url,
      headers: language ? { 'accept-language': language } : {},
      host: 'localhost:3000',
      protocol: 'http',
      server: { config },
    } as unknown as FastifyRequest);
  const origin = config.baseUrl ?? 'http://localhost:3000';

  it("shows a shared product's name, seller, price and amount", async () => {
    expect(await opened(`/mandi?product=${product.id}`)).toEqual({
      title: 'Cold-pressed groundnut oil · Hosur <Growers> & Co',
      description: '₹245 per packet · 40 × 1,000 g · Main Road, Hosur',
      image: null,
      url: `${origin}/mandi?product=${product.id}`,
    });
  });

  it("shows an FPO's name and figures, in the language the browser asks for", async () => {
    const card = await opened(`/mandi/fpo/${operator.fpoId}`, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(card).toMatchObject({
      title: 'Hosur <Growers> & Co',
      description: '0 किसान · 0 एकड़ · Sangam मंडी पर',
    });
  });

  it('falls back to the Mandi card for what is not listed, and has none for signed-in pages', async () => {
    for (const url of [
      `/mandi?product=${hidden.id}`,
      '/mandi?product=nonsense',
      `/mandi/fpo/${crypto.randomUUID()}`,
      '/mandi/fpo/x',
    ])
      expect((await opened(url))?.title).toMatch(/^Sangam Mandi/);
    expect((await opened('/public/buyer_requirement'))?.title).toBe('Tell FPOs what you want to buy');
    expect(await opened('/dashboard')).toBeNull();
    expect(await opened(`/farmers/${crypto.randomUUID()}`)).toBeNull();
  });

  it('writes the card into the page head with every value escaped', async () => {
    const card = await opened(`/mandi?product=${product.id}`);
    const html = withShareCard(index, card ?? { title: '', description: '', image: null, url: '' });
    expect(html).toContain('<title>Cold-pressed groundnut oil · Hosur &lt;Growers&gt; &amp; Co</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Cold-pressed groundnut oil · Hosur &lt;Growers&gt; &amp; Co" />',
    );
    expect(html).toContain(`<meta property="og:url" content="${origin}/mandi?product=${product.id}" />`);
    expect(html).not.toContain('<title>Sangam</title>');
    expect(html).not.toContain('<Growers>');
  });

  // Found by decision 039's escaping checks: as a replacement string, `$'` in a name put the rest of
  // the page into its attribute, closing it early; `$&` put the old title there.
  it("keeps a $' or $& in a name, an address or the link as typed", () => {
    const typed = "Ragi $' $& $` $$ <img src=x onerror=window.__xss=1>";
    const html = withShareCard(index, {
      title: typed,
      description: typed,
      image: null,
      url: `${origin}/mandi?q=$'`,
    });
    const escaped = "Ragi $' $&amp; $` $$ &lt;img src=x onerror=window.__xss=1&gt;".replaceAll("'", '&#39;');
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:url" content="${origin}/mandi?q=$&#39;" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });
});
