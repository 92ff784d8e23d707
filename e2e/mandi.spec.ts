import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, signInOrCreateOperator, uniqueEmail } from './support/operators.ts';

const browser = browsers();
// A 1x1 green PNG; the server re-encodes every picture it keeps.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the public Mandi', () => {
  it('lets a buyer on a phone search, filter, open a product, visit its FPO and post a requirement', async () => {
    // An FPO lists produce: a unique word keeps this journey's products apart from other journeys'.
    const tag = crypto.randomUUID().slice(0, 6);
    const fpoName = `Kolar Raitha ${tag} FPO`;
    const seller = await browser();
    await createOperator(seller.page, uniqueEmail('mandi'), { fpoName });
    const origin = { origin: inject('baseUrl') };
    const add = async (data: object) => {
      const response = await seller.context.request.post('/api/products', { headers: origin, data });
      expect(response.status()).toBe(201);
      return (await response.json()).id as string;
    };
    await add({
      productName: `Organic Turmeric Powder ${tag}`,
      quantityAvailable: 120,
      packetSizeGms: 500,
      salePrice: 180,
    });
    await add({
      productName: `Sona Masuri Paddy ${tag}`,
      packagingType: 'open',
      quantityTonnes: 12.5,
      salePrice: 21000,
    });
    await add({ productName: `Hidden Jaggery ${tag}`, quantityAvailable: 5, salePrice: 90, isActive: false });
    for (const slot of ['village1', 'village2'])
      expect(
        (
          await seller.context.request.put(`/api/settings/photos/${slot}`, {
            headers: origin,
            multipart: { file: { name: `${slot}.png`, mimeType: 'image/png', buffer: png } },
          })
        ).status(),
      ).toBe(200);

    // A buyer, not signed in, on a phone.
    const { page, consoleErrors } = await browser({ width: 360, height: 740 });
    await page.goto('/mandi');
    await expect.poll(() => heading(page).textContent()).toBe('Mandi');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(tag);
    await page.waitForURL(`**/mandi?search=${tag}`);
    await page.getByText('2 products found').waitFor();
    await page.getByLabel('Packaging').selectOption({ label: 'Open/Bulk Only' });
    await page.getByText('1 product found').waitFor();
    expect(new URL(page.url()).searchParams.get('packaging')).toBe('open');
    await page.getByLabel('Packaging').selectOption({ label: 'All Products' });
    await page.getByText('2 products found').waitFor();
    await page.getByRole('button', { name: 'List' }).click();

    await page.getByRole('button', { name: new RegExp(`Organic Turmeric Powder ${tag}`) }).click();
    const details = page.getByRole('dialog', { name: `Organic Turmeric Powder ${tag}` });
    await details.getByText('₹180').waitFor();
    await details.getByText('120 packets · 500 g a packet').waitFor();
    await details.getByText('+91 98450 12345').waitFor();
    expect(await details.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919845012345\?text=Hello%20/,
    );
    expect(await details.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919845012345');
    expect(await details.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(
      /^mailto:.+\?subject=Enquiry/,
    );
    // The product's own address, shared or opened again, opens it.
    expect(new URL(page.url()).searchParams.get('product')).toBeTruthy();

    await details.getByRole('link', { name: fpoName }).click();
    await page.waitForURL('**/mandi/fpo/*');
    await expect.poll(() => heading(page).textContent()).toBe(fpoName);
    await page.getByText('Established 2026').waitFor();
    await page.getByRole('heading', { name: 'Our Village' }).waitFor();
    await page.getByRole('button', { name: `Photo 2 of ${fpoName}, full screen` }).click();
    const viewer = page.getByRole('dialog', { name: `Photo 2 of ${fpoName}, full screen` });
    await viewer.waitFor();
    await viewer.click();
    await viewer.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'Available Products' }).isVisible()).toBe(true);
    expect(await page.getByText(`Hidden Jaggery ${tag}`).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Nothing matched: the buyer posts what they want, with a crop the list does not have yet.
    await page.goto('/public/buyer_requirement');
    await expect.poll(() => heading(page).textContent()).toBe('Post Your Buying Requirement');
    const phone = `98${String(Date.now()).slice(-8)}`;
    const fill = async () => {
      await page.getByLabel('Full Name').fill('Anand Agro Traders');
      await page.getByLabel('Phone Number').fill(phone);
      await page.getByLabel('City').fill('Hubballi');
      await page.getByLabel('State').selectOption('Karnataka');
      await page.getByLabel('Pincode').fill('580029');
    };
    await page.getByRole('button', { name: 'Submit Requirement' }).click();
    await page.getByText('Please select at least one crop').waitFor();
    await page.getByText('Name is required').waitFor();
    await fill();
    expect(await page.getByText('Name is required').count()).toBe(0);
    const crops = page.getByRole('combobox', { name: 'Crops Interested In' });
    await crops.fill('turm');
    await page.getByRole('button', { name: /^Turmeric/ }).click();
    const newCrop = `Dragon Fruit ${tag}`;
    await crops.fill(newCrop);
    await page.getByText('No crops found').waitFor();
    await page.getByRole('button', { name: `Add "${newCrop}"` }).click();
    await page.getByLabel('Category').selectOption({ label: 'Fruits' });
    await page.getByRole('button', { name: 'Add Crop' }).click();
    await page.getByText(`✅ "${newCrop}" added successfully!`).first().waitFor();
    await page.getByRole('button', { name: `Remove ${newCrop}` }).waitFor();
    await page.getByLabel('Quantity needed').fill('20 tonnes a month');
    // A person takes more than a few seconds over this form; the server drops one sent sooner.
    await page.waitForTimeout(3000);
    await page.getByRole('button', { name: 'Submit Requirement' }).click();
    await page.getByRole('heading', { name: 'Thank You for Registering' }).waitFor();

    // The same phone again, at once: refused, with the reason.
    await page.getByRole('button', { name: 'Submit Another Requirement' }).click();
    await fill();
    await crops.fill('paddy');
    await page.getByRole('button', { name: /^Paddy/ }).click();
    await page.getByRole('button', { name: 'Remove Paddy' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(3000);
    await page.getByRole('button', { name: 'Submit Requirement' }).click();
    await page
      .getByText(/A requirement from this phone number arrived a few minutes ago/)
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Thank You for Registering' }).count()).toBe(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);

    // Once the Sangam team publishes it, the FPO sees it, marked: its turmeric powder names Turmeric.
    // (Its screen, /admin/buyers, has its own journey in admin-buyers.spec.ts; its API will do here.)
    const admin = await browser();
    await signInOrCreateOperator(admin.page, inject('ownerEmail'));
    const review = (await (
      await admin.context.request.get(`/api/admin/buyer-requirements?search=${phone}`)
    ).json()) as { items: { id: string; phone: string; isPublished: boolean }[] };
    const posted = review.items.find((r) => r.phone === phone);
    expect(posted?.isPublished).toBe(false);
    const publish = await admin.context.request.put(`/api/admin/buyer-requirements/${posted?.id}`, {
      headers: origin,
      data: { isPublished: true, isVerified: true },
    });
    expect(publish.status()).toBe(204);

    await seller.page.goto('/buyer');
    const card = seller.page.getByRole('listitem').filter({ hasText: 'Anand Agro Traders' });
    await card.getByText('Matches your products').waitFor();
    await card.getByText(newCrop).waitFor();
    await card.getByText('20 tonnes a month').waitFor();
    expect(await card.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(`tel:+91${phone}`);
    expect(unexpectedErrors(seller.consoleErrors)).toEqual([]);
  });
});
