import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { aProduct } from '@/test/inventory-fixtures.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { ProductDetailScreen } from './product-detail.tsx';

const ID = '3c9a1f2e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

const openDetail = () =>
  renderScreen(
    <ToastProvider>
      <Routes>
        <Route path="/fpo-product/:productId" element={<ProductDetailScreen />} />
      </Routes>
    </ToastProvider>,
    { path: `/fpo-product/${ID}` },
  );

afterEach(() => vi.unstubAllGlobals());

describe('product detail (spec 2.10)', () => {
  it('shows the product and edits it in place', async () => {
    const product = aProduct({ id: ID, productName: 'Honey 500 g', quantityAvailable: 40, salePrice: 320 });
    const calls = stubApi({
      [`GET /api/products/${ID}`]: () => json(200, product),
      [`PUT /api/products/${ID}`]: () => json(200, { ...product, salePrice: 330 }),
    });
    openDetail();
    expect(await screen.findByRole('heading', { name: 'Honey 500 g' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to products' }).getAttribute('href')).toBe('/fpo-product');
    const facts = document.querySelector('dl')!;
    expect(facts.textContent).toContain('₹320');
    expect(facts.textContent).toContain('₹12,800');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const price = screen.getByLabelText(/Sale price per packet/);
    await user.clear(price);
    await user.type(price, '330');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product Updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ salePrice: '330' });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it("says 'Product Not Found' for a missing or another FPO's product", async () => {
    stubApi({ [`GET /api/products/${ID}`]: () => refusal(404, 'not_found') });
    openDetail();
    expect(await screen.findByText('Product Not Found')).toBeTruthy();
    expect(screen.getByText('Product not found or you do not have permission to view it.')).toBeTruthy();
  });

  it('says why other failures happened', async () => {
    stubApi({ [`GET /api/products/${ID}`]: () => refusal(503, 'service_unavailable') });
    openDetail();
    const body = await screen.findByText(/^Failed to load product details: /);
    expect(body.textContent).toBe(
      'Failed to load product details: Sangam is busy right now. Please try again in a moment.',
    );
  });
});
