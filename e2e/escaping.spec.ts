import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors, type Session } from './support/browser.ts';
import { createOperator, heading, signInOrCreateOperator, uniqueEmail } from './support/operators.ts';

const browser = browsers();

/**
 * HTML typed into any text field is shown as that text on every page that shows the field, public
 * pages first (decision 039): the payload is stored through the API as anyone could, then each page
 * must show it character for character, no element of it may exist, and the flag its handlers would
 * set must stay unset. Fields whose rules refuse < and > (farmer names and places, crop names) are
 * checked for that refusal instead.
 */
// `$&` and `$'` mean parts of the page to String.replace: the link previews once put them there.
const payload = `<img src=x onerror=window.__xss=1>"'><svg onload=window.__xss=2> $& $'`;
// The same in the server-rendered head, as escapeHtml writes it.
const payloadInHead = payload
  .replaceAll('&', '&amp;')
  .replaceAll('<', '&lt;')
  .replaceAll('>', '&gt;')
  .replaceAll('"', '&quot;')
  .replaceAll("'", '&#39;');

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every dialog (alert, confirm) a page opens; a handler that ran would open one. */
const watchDialogs = (session: Session) => {
  const opened: string[] = [];
  session.page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
};

/** The text is on the page as text, and nothing of the payload became an element or ran. */
const shownAsText = async (page: Page, text: string, where: string) => {
  // Some lists are a table on a wide screen and cards on a phone: the one on screen counts.
  await page.getByText(text).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
  const found = await page.evaluate(() => ({
    flag: (window as { __xss?: unknown }).__xss ?? null,
    elements: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').length,
  }));
  expect(found, where).toEqual({ flag: null, elements: 0 });
};

/** The server-rendered head of a public page carries the payload escaped, and only there as text. */
const headOf = async (session: Session, url: string) => {
  const html = await (await session.context.request.get(url)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head, url).toContain(payloadInHead);
  expect(head, url).not.toContain('<img src=x');
  expect(head.match(/<title>/g), url).toHaveLength(1);
  return head;
};

describe('HTML in what people type', () => {
  it(
    'is shown as text on the public pages: the Mandi, a product, an FPO page, their link previews, the brochure, the requirement form',
    { timeout: 180_000 },
    async () => {
      const tag = crypto.randomUUID().slice(0, 6);
      const origin = { origin: inject('baseUrl') };
      const fpoName = `${payload} FPO ${tag}`;
      const productName = `${payload} Ragi ${tag}`;

      // An FPO whose name, address and produce are the payload, with its profile complete.
      const seller = await browser();
      await createOperator(seller.page, uniqueEmail('escape'), { fpoName });
      const settings = await seller.context.request.put('/api/settings', {
        headers: origin,
        data: {
          fullName: 'Lakshmi Devi',
          organization: 'Hosur Growers',
          phone: '+91 98450 12345',
          fpoName,
          fpoPhone: '98450 12345',
          fpoAddress: `${payload}\nMain Road, Hosur`,
          fpoWebsite: 'hosur.example.org',
          gstNumber: '',
          fssaiNumber: '',
        },
      });
      expect(settings.status(), await settings.text()).toBe(200);
      for (const slot of ['village1', 'village2'])
        expect(
          (
            await seller.context.request.put(`/api/settings/photos/${slot}`, {
              headers: origin,
              multipart: { file: { name: `${slot}.png`, mimeType: 'image/png', buffer: png } },
            })
          ).status(),
        ).toBe(200);
      const product = await seller.context.request.post('/api/products', {
        headers: origin,
        data: { productName, packagingType: 'open', quantityTonnes: 2, salePrice: 38000 },
      });
      expect(product.status(), await product.text()).toBe(201);
      const productId = ((await product.json()) as { id: string }).id;
      const { fpo } = (await (await seller.context.request.get('/api/me')).json()) as { fpo: { id: string } };

      // A buyer, not signed in, on a phone.
      const visitor = await browser({ width: 360, height: 740 });
      const dialogs = watchDialogs(visitor);
      const { page } = visitor;
      await page.goto(`/mandi?search=${tag}`);
      await shownAsText(page, productName, 'the Mandi');
      await shownAsText(page, fpoName, 'the Mandi, the seller of a product');

      await page.goto(`/mandi?product=${productId}`);
      await page.getByRole('dialog', { name: productName }).waitFor();
      await shownAsText(page, productName, 'a product');
      const productHead = await headOf(visitor, `/mandi?product=${productId}`);
      expect(productHead).toContain(
        `<meta property="og:title" content="${payloadInHead} Ragi ${tag} · ${payloadInHead} FPO ${tag}" />`,
      );

      await page.goto(`/mandi/fpo/${fpo.id}`);
      await expect.poll(() => heading(page).textContent()).toBe(fpoName);
      await shownAsText(page, fpoName, 'an FPO page');
      await shownAsText(page, payload, 'an FPO page, its address');
      expect(await headOf(visitor, `/mandi/fpo/${fpo.id}`)).toContain(
        `<title>${payloadInHead} FPO ${tag}</title>`,
      );

      // The brochure an FPO shares with buyers.
      await page.goto(`/product-brochure?userId=${fpo.id}`);
      await shownAsText(page, productName, 'the brochure');
      await shownAsText(page, fpoName, 'the brochure, its FPO');

      // The requirement form: what a visitor types is stored; a crop name with < or > is refused,
      // one with & and ' is kept as typed.
      const crops = await visitor.context.request.post('/api/crops', {
        headers: origin,
        data: { name: `<b>Guava</b> ${tag}`, category: 'Fruits' },
      });
      expect(crops.status()).toBe(400);
      const cropName = `Tom & Jerry's (red) ${tag}`;
      const suggested = await visitor.context.request.post('/api/crops', {
        headers: origin,
        data: { name: cropName, category: 'Fruits' },
      });
      expect(suggested.status(), await suggested.text()).toBe(201);
      const cropId = ((await suggested.json()) as { id: string }).id;
      const { token } = (await (
        await visitor.context.request.get('/api/public/buyer-requirements/form')
      ).json()) as {
        token: string;
      };
      await page.waitForTimeout(3100);
      const phone = `93${String(Date.now()).slice(-8)}`;
      const requirement = await visitor.context.request.post('/api/public/buyer-requirements', {
        headers: origin,
        data: {
          name: `${payload} Traders ${tag}`,
          phone,
          city: payload,
          state: 'Karnataka',
          pincode: '580029',
          cropIds: [cropId],
          quantityRequirements: payload,
          qualityDescription: payload,
          website: '',
          formToken: token,
        },
      });
      expect(requirement.status(), await requirement.text()).toBe(201);

      // The owner admin sees the visitor's words as text, approves the crop and publishes the requirement.
      const owner = await browser();
      const ownerDialogs = watchDialogs(owner);
      await signInOrCreateOperator(owner.page, inject('ownerEmail'));
      await owner.page.goto('/admin/buyers');
      await owner.page.getByRole('searchbox').first().fill(phone);
      await shownAsText(owner.page, `${payload} Traders ${tag}`, '/admin/buyers, a requirement');
      await owner.page.goto('/admin/crops');
      await owner.page
        .getByRole('group', { name: 'Show crops' })
        .getByRole('button', { name: 'Pending' })
        .click();
      await owner.page.getByRole('searchbox', { name: 'Search crops' }).fill(tag);
      await shownAsText(owner.page, cropName, '/admin/crops');
      await owner.page.getByRole('button', { name: `Approve ${cropName}` }).click();
      await owner.page.getByText('Crop has been approved successfully').first().waitFor();

      const listed = (await (
        await owner.context.request.get(`/api/admin/buyer-requirements?search=${phone}`)
      ).json()) as { items: { id: string }[] };
      const published = await owner.context.request.put(
        `/api/admin/buyer-requirements/${listed.items[0]?.id}`,
        {
          headers: origin,
          data: { isVerified: true, isPublished: true },
        },
      );
      expect(published.status()).toBe(204);

      // Published, the FPO reads the requirement among its buyers.
      await seller.page.goto('/buyer');
      await shownAsText(seller.page, `${payload} Traders ${tag}`, '/buyer, a published requirement');

      // Approved, the crop is offered on the public form by its name as typed.
      await page.goto('/public/buyer_requirement');
      await expect.poll(() => heading(page).textContent()).toBe('Post Your Buying Requirement');
      await page.getByRole('combobox', { name: 'Crops Interested In' }).fill(tag);
      await page.getByRole('button', { name: new RegExp(`^${cropName.replace(/[()]/g, '\\$&')}`) }).waitFor();
      await shownAsText(page, cropName, 'the requirement form, its crop picker');

      expect(dialogs).toEqual([]);
      expect(ownerDialogs).toEqual([]);
      expect(unexpectedErrors(visitor.consoleErrors)).toEqual([]);
    },
  );

  it('is shown as text on the signed-in pages and the back office', { timeout: 180_000 }, async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const origin = { origin: inject('baseUrl') };
    const fpoName = `${payload} Growers ${tag}`;
    const email = uniqueEmail('escape-in');
    const seller = await browser();
    const dialogs = watchDialogs(seller);
    await createOperator(seller.page, email, { fpoName });
    const post = async (url: string, data: object) => {
      const answer = await seller.context.request.post(url, { headers: origin, data });
      expect(answer.status(), `${url}: ${await answer.text()}`).toBe(201);
      return ((await answer.json()) as { id: string }).id;
    };
    const productName = `${payload} Ragi ${tag}`;
    const productId = await post('/api/products', {
      productName,
      packagingType: 'open',
      quantityTonnes: 2,
      salePrice: 38000,
    });
    const itemName = `${payload} Neem ${tag}`;
    await post('/api/inputs', {
      itemName,
      chemicalName: payload,
      cropUsedFor: payload,
      quantityAvailable: 10,
      purchasePrice: 300,
      salePrice: 350,
    });
    const buyerName = `${payload} Traders ${tag}`;
    const buyerId = await post('/api/buyers', {
      name: buyerName,
      phone: `94${String(Date.now()).slice(-8)}`,
      address: payload,
      cropInterest: payload,
    });
    // A farmer's name and village refuse what no name holds: the payload never reaches a farmer page.
    for (const field of ['farmerName', 'village'])
      expect(
        (
          await seller.context.request.post('/api/farmers', {
            headers: origin,
            data: {
              farmerName: 'Lakshmi Devi',
              phoneNumber: '9845012399',
              acres: '2',
              gender: 'Female',
              village: 'Hosur',
              block: 'Hosur',
              district: 'Krishnagiri',
              state: 'Tamil Nadu',
              pincode: '635109',
              [field]: payload,
            },
          })
        ).status(),
      ).toBe(400);

    const page = seller.page;
    for (const [url, text] of [
      ['/dashboard', fpoName],
      ['/fpo-product', productName],
      [`/fpo-product/${productId}`, productName],
      ['/input', itemName],
      ['/buyer', buyerName],
      [`/buyer/buyers/${buyerId}`, buyerName],
    ] as const) {
      await page.goto(url);
      await shownAsText(page, text, url);
    }
    await page.goto('/settings');
    // A form shows it as the field's value.
    await page.getByRole('tab', { name: 'FPO Details' }).click();
    await expect
      .poll(() =>
        page
          .locator('input')
          .evaluateAll(
            (inputs, value) => inputs.some((input) => (input as HTMLInputElement).value === value),
            fpoName,
          ),
      )
      .toBe(true);
    await shownAsText(page, fpoName, '/settings');

    // The back office: the FPO, its products, inputs and buyers, and a trade fair an admin names.
    const owner = await browser();
    const ownerDialogs = watchDialogs(owner);
    await signInOrCreateOperator(owner.page, inject('ownerEmail'));
    const fairName = `${payload} Krishi Mela ${tag}`;
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const fair = await owner.context.request.post('/api/admin/trade-fairs', {
      headers: origin,
      data: {
        name: fairName,
        categories: '<b>Millets</b>, Organic',
        startDate: day(20),
        endDate: day(22),
        registrationDeadline: day(10),
        city: payload,
        state: 'Karnataka',
        participationCost: 12000,
        expectedVisitors: 30000,
      },
    });
    expect(fair.status(), await fair.text()).toBe(201);
    const fairId = ((await fair.json()) as { id: string }).id;
    await post(`/api/trade-fairs/${fairId}/registrations`, { productsToDisplay: payload });

    for (const [url, text, search] of [
      ['/admin/users', fpoName, email],
      ['/admin/products', productName, tag],
      ['/admin/inputs', itemName, tag],
    ] as const) {
      await owner.page.goto(url);
      if (search) await owner.page.getByRole('searchbox').first().fill(search);
      await shownAsText(owner.page, text, url);
    }
    // The shared buyers, under their own tab, with the details and reviews behind a button.
    await owner.page.goto('/admin/buyers');
    await owner.page.getByRole('tab', { name: 'Global Buyers' }).click();
    await owner.page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await shownAsText(owner.page, buyerName, '/admin/buyers, the shared buyers');
    await owner.page
      .getByRole('button', { name: `Details of ${buyerName}` })
      .first()
      .click();
    await owner.page.getByRole('dialog', { name: 'Buyer Details' }).waitFor();
    await shownAsText(owner.page, payload, '/admin/buyers, a buyer’s details');
    await owner.page.keyboard.press('Escape');

    // The FPO's registration, with the products it typed, and the admin confirming it.
    await owner.page.goto('/admin/trade-fairs');
    await shownAsText(owner.page, fairName, '/admin/trade-fairs');
    const registration = owner.page.getByRole('listitem', { name: `${fpoName} for ${fairName}` });
    await registration.getByText(payload).first().waitFor();
    await registration.getByRole('button', { name: `Confirm the registration of ${fpoName}` }).click();
    await owner.page.getByText(`${fpoName}: Confirmed`).first().waitFor();

    // The FPO's owner in the back office, with its products, inputs and buyers.
    const { user } = (await (await seller.context.request.get('/api/me')).json()) as { user: { id: string } };
    await owner.page.goto(`/admin/users/${user.id}`);
    await shownAsText(owner.page, fpoName, '/admin/users/:userId');

    // The FPO's notification of it names the fair as typed.
    await page.goto('/trade-fairs');
    await shownAsText(page, fairName, '/trade-fairs');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await shownAsText(page, `Your registration for ${fairName}`, 'the notifications');

    expect(dialogs).toEqual([]);
    expect(ownerDialogs).toEqual([]);
    expect(unexpectedErrors(seller.consoleErrors)).toEqual([]);
    expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);
  });
});
