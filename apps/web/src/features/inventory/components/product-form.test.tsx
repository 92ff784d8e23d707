import { IMAGE_MAX_BYTES } from '@sangam/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { aProduct } from '@/test/inventory-fixtures.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { ProductForm } from './product-form.tsx';

const renderForm = (props: Partial<Parameters<typeof ProductForm>[0]> = {}) => {
  const onDone = vi.fn();
  renderScreen(
    <ToastProvider>
      <ProductForm onDone={onDone} onCancel={() => {}} {...props} />
    </ToastProvider>,
  );
  return { onDone, user: userEvent.setup() };
};

const choosePicture = (file: File) =>
  fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [file] } });

/** A file of `bytes` bytes, typed as a phone would name it. */
const fileOf = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

const fieldMessages = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs one to point at.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe('the product form (spec 2.10, 4, 5)', () => {
  it('asks for packets, packet size and a price per packet for a new, packaged, product', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Packaged' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(/Quantity available \(packets\)/)).toBeTruthy();
    expect(screen.getByLabelText(/Packet size \(grams\)/)).toBeTruthy();
    expect(screen.getByLabelText(/Sale price per packet/)).toBeTruthy();
    expect(screen.queryByLabelText(/Quantity \(tonnes\)/)).toBeNull();
  });

  it('switches to tonnes and a price per tonne for open produce, and back', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    const tonnes = screen.getByLabelText(/Quantity \(tonnes\)/);
    expect(tonnes.getAttribute('step')).toBe('0.01');
    expect(tonnes.getAttribute('min')).toBe('0.01');
    expect(screen.getByLabelText(/Sale price per tonne/)).toBeTruthy();
    expect(screen.queryByLabelText(/Quantity available \(packets\)/)).toBeNull();
    expect(screen.queryByLabelText(/Packet size/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Packaged' }));
    expect(screen.getByLabelText(/Quantity available \(packets\)/).getAttribute('min')).toBe('1');
    expect(screen.queryByLabelText(/Quantity \(tonnes\)/)).toBeNull();
  });

  it("refuses an empty packaged product with the spec's messages and a Validation Error toast", async () => {
    const calls = stubApi({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Product Item' }));
    await waitFor(() =>
      expect(fieldMessages()).toEqual(
        expect.arrayContaining([
          'Product name is required',
          'Quantity available must be greater than 0 for packaged products',
          'Sale price must be greater than 0',
        ]),
      ),
    );
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks an open product for its tonnes', async () => {
    stubApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Product name/), 'Ragi');
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    await user.type(screen.getByLabelText(/Sale price per tonne/), '38000');
    await user.click(screen.getByRole('button', { name: 'Add Product Item' }));
    await waitFor(() =>
      expect(fieldMessages()).toEqual(['Quantity in tonnes must be greater than 0 for open products']),
    );
    await screen.findByText('Validation Error');
    // Beside the field and in the toast.
    expect(screen.getAllByText(/Quantity in tonnes must be greater than 0/)).toHaveLength(2);
  });

  it('sends only the unit the packaging uses, then says Product Added', async () => {
    const saved = aProduct({ productName: 'Ragi', packagingType: 'open' });
    const calls = stubApi({ 'POST /api/products': () => json(201, saved) });
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText(/Product name/), 'Ragi');
    // Typed as packaged first: the packets must not travel with an open product.
    await user.type(screen.getByLabelText(/Quantity available \(packets\)/), '12');
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    await user.type(screen.getByLabelText(/Quantity \(tonnes\)/), '2.5');
    await user.type(screen.getByLabelText(/Sale price per tonne/), '38000');
    await user.click(screen.getByRole('button', { name: 'Add Product Item' }));

    expect(await screen.findByText('Product Added')).toBeTruthy();
    expect(onDone).toHaveBeenCalledWith(saved);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/products',
        body: expect.objectContaining({
          productName: 'Ragi',
          packagingType: 'open',
          quantityAvailable: null,
          packetSizeGms: null,
          quantityTonnes: '2.5',
          salePrice: '38000',
          expiryDate: null,
        }) as unknown,
      },
    ]);
  });

  it("says 'Save Failed' with the spec's text when the server fails", async () => {
    stubApi({ 'PUT /api/products/p1': () => refusal(500, 'internal_error') });
    const { user, onDone } = renderForm({ product: aProduct({ id: 'p1' }) });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Save Failed')).toBeTruthy();
    expect(
      screen.getByText('Failed to save product. Please check all required fields and try again.'),
    ).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  describe('its picture (spec 5, Image upload)', () => {
    it.each([
      [
        'a photo over 5 MB',
        () => fileOf(IMAGE_MAX_BYTES + 1, 'big.jpg', 'image/jpeg'),
        'File is too large. Maximum size is 5MB',
      ],
      [
        'a PDF',
        () => fileOf(10, 'price-list.pdf', 'application/pdf'),
        'Invalid file type. Please upload an image (JPEG, PNG, or WebP)',
      ],
    ])('refuses %s before sending it', (_, file, message) => {
      renderForm();
      choosePicture(file());
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(screen.queryByRole('img', { name: 'Picture preview' })).toBeNull();
    });

    it('previews a chosen picture and sends it after the product', async () => {
      const saved = aProduct({ id: 'p9' });
      const calls = stubApi({
        'PUT /api/products/p9': () => json(200, saved),
        'PUT /api/products/p9/picture': () =>
          json(200, { ...saved, picture: { url: '/media/p.webp', thumbnailUrl: '/media/p.thumb.webp' } }),
      });
      const { user } = renderForm({ product: saved });
      choosePicture(fileOf(1000, 'oil.png', 'image/png'));
      expect(screen.getByRole('img', { name: 'Picture preview' }).getAttribute('src')).toBe('blob:preview');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Product Updated')).toBeTruthy();
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        'PUT /api/products/p9',
        'PUT /api/products/p9/picture',
      ]);
      expect((calls[1]?.body as FormData).get('file')).toBeInstanceOf(File);
    });

    it.each([
      ['a bare 413 from a proxy', () => json(413), 'File is too large. Maximum size is 5MB'],
      [
        "the server's check of the bytes",
        () => refusal(415, 'file_type_invalid'),
        'Invalid file type. Please upload an image (JPEG, PNG, or WebP)',
      ],
      [
        'any other failure',
        () => refusal(500, 'internal_error'),
        'Failed to upload image. Please try again.',
      ],
    ])('keeps the saved product and explains %s', async (_, answer, message) => {
      const saved = aProduct({ id: 'p2' });
      stubApi({ 'POST /api/products': () => json(201, saved), 'PUT /api/products/p2/picture': answer });
      const { user, onDone } = renderForm();
      await user.type(screen.getByLabelText(/Product name/), saved.productName);
      await user.type(screen.getByLabelText(/Quantity available \(packets\)/), '50');
      await user.type(screen.getByLabelText(/Sale price per packet/), '245');
      choosePicture(fileOf(1000, 'oil.png', 'image/png'));
      await user.click(screen.getByRole('button', { name: 'Add Product Item' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(onDone).toHaveBeenCalledWith(saved);
    });

    it('removes the stored picture with a DELETE', async () => {
      const saved = aProduct({ id: 'p3', picture: { url: '/m/a.webp', thumbnailUrl: '/m/a.thumb.webp' } });
      const calls = stubApi({
        'PUT /api/products/p3': () => json(200, saved),
        'DELETE /api/products/p3/picture': () => json(200, { ...saved, picture: null }),
      });
      const { user } = renderForm({ product: saved });
      await user.click(screen.getByRole('button', { name: 'Remove picture' }));
      expect(screen.queryByRole('img', { name: 'Picture preview' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await screen.findByText('Product Updated');
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        'PUT /api/products/p3',
        'DELETE /api/products/p3/picture',
      ]);
    });
  });
});
