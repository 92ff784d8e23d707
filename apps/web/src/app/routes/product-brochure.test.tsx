import type { Brochure } from '@sangam/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct, anOpenProduct } from '@/test/inventory-fixtures.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { ProductBrochureScreen, shareLinks } from './product-brochure.tsx';

const brochureOf = (fpoId: string): Brochure => ({
  fpoId,
  fpoName: 'Hosur Raitha FPO',
  phone: '+919845012345',
  email: 'sales@hosur-fpo.example',
  address: 'Main Road, Hosur, Karnataka 635109',
  website: 'https://hosur-fpo.example',
  products: [
    aProduct({ productName: 'Groundnut oil 1 L', salePrice: 245.5, expiryDate: '2027-03-31' }),
    anOpenProduct({ productName: 'Ragi', quantityTonnes: 2.5, salePrice: 38_000 }),
  ],
});

// The brochure keeps its own query client across renders: each test asks for another FPO.
const openBrochure = (fpoId: string, answer = () => json(200, brochureOf(fpoId))) => {
  const calls = stubApi({ 'GET /api/brochure': answer });
  renderScreen(<ProductBrochureScreen />, { path: `/product-brochure?userId=${fpoId}` });
  return calls;
};

const decodedHref = (name: string) =>
  decodeURIComponent(screen.getByRole('link', { name }).getAttribute('href') ?? '');

afterEach(() => vi.unstubAllGlobals());

describe('the product brochure (document 2, 2.23)', () => {
  it('shows the organisation, its contacts, a summary and every product', async () => {
    const calls = openBrochure('1d7c5a52-0f4e-4b8e-9a3e-6f1c2b7d9e01');
    expect(await screen.findByRole('heading', { name: 'Hosur Raitha FPO' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/brochure?userId=1d7c5a52-0f4e-4b8e-9a3e-6f1c2b7d9e01');
    for (const contact of ['+919845012345', 'sales@hosur-fpo.example', 'https://hosur-fpo.example'])
      expect(screen.getByText(contact)).toBeTruthy();
    expect(screen.getByText('Main Road, Hosur, Karnataka 635109')).toBeTruthy();
    expect(screen.getByText('2 products: 1 packaged, 1 open.')).toBeTruthy();
    const oil = screen.getByText('Groundnut oil 1 L').parentElement?.textContent;
    expect(oil).toContain('₹245.50 per packet');
    expect(oil).toContain('50 packets');
    expect(oil).toContain('Expires 31 Mar 2027');
    expect(screen.getByText('Ragi').parentElement?.textContent).toContain('₹38,000 per tonne');
  });

  it("sends buyers the brochure's absolute address on WhatsApp and by e-mail", async () => {
    const fpoId = '5e2b8f0a-3c1d-4e7f-8a9b-0c1d2e3f4a5b';
    openBrochure(fpoId);
    await screen.findByRole('heading', { name: 'Hosur Raitha FPO' });
    const url = `${window.location.origin}/product-brochure?userId=${fpoId}`;
    expect(url).toMatch(/^https?:\/\//);

    const whatsapp = screen.getByRole('link', { name: 'Send To Buyers on WhatsApp' }).getAttribute('href');
    expect(whatsapp?.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodedHref('Send To Buyers on WhatsApp')).toContain(url);

    const mail = screen.getByRole('link', { name: 'Send by email' }).getAttribute('href');
    expect(mail).toMatch(/^mailto:\?subject=[^&]+&body=/);
    expect(decodedHref('Send by email')).toContain('Products from Hosur Raitha FPO');
    expect(decodedHref('Send by email')).toContain(url);
  });

  it('prints itself', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    openBrochure('7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says 'Error Loading Brochure' for an FPO it cannot find", async () => {
    openBrochure('9f8e7d6c-5b4a-4392-8817-161514131211', () => refusal(404, 'not_found'));
    expect(await screen.findByText('Error Loading Brochure')).toBeTruthy();
    expect(screen.getByText('Failed to load product brochure data')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Send/ })).toBeNull();
  });

  it('encodes the FPO id into the shared address', () => {
    const links = shareLinks({ fpoId: 'a b&c', fpoName: 'X' }, 'https://sangam.example', 'Hi', 'S');
    expect(links.url).toBe('https://sangam.example/product-brochure?userId=a%20b%26c');
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Hi\n${links.url}`)}`);
    expect(links.email).toBe(`mailto:?subject=S&body=${encodeURIComponent(`Hi\n${links.url}`)}`);
  });
});
