import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '@/test/render.tsx';
import { Modal, type ModalType } from './modal.tsx';

const Page = ({ type }: { type?: ModalType }) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <Modal open={open} onClose={() => setOpen(false)} title="Stock updated" type={type}>
        <button onClick={() => setOpen(false)}>Done</button>
      </Modal>
    </>
  );
};

const overlay = () => document.querySelector('[data-state="open"].fixed.inset-0') as HTMLElement;

describe('the one modal (document 2, 2.24)', () => {
  it.each([
    ['success', true],
    ['error', true],
    ['warning', true],
    ['info', true],
    ['confirm', false],
    [undefined, true],
  ] as const)('a %s modal closes on Escape: %s', async (type, closes) => {
    renderWithI18n(<Page type={type} />);
    const dialog = await screen.findByRole('dialog', { name: 'Stock updated' });
    expect(dialog.dataset.modalType).toBe(type);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText(closes ? 'closed' : 'open')).toBeTruthy();
  });

  it.each([
    ['info', true],
    ['confirm', false],
  ] as const)('a %s modal closes on a click outside: %s', async (type, closes) => {
    renderWithI18n(<Page type={type} />);
    await screen.findByRole('dialog');
    await userEvent.click(overlay());
    await waitFor(() => expect(screen.getByText(closes ? 'closed' : 'open')).toBeTruthy());
  });

  it.each([
    ['warning', 1],
    ['confirm', 0],
  ] as const)('a %s modal has %i close button', async (type, count) => {
    renderWithI18n(<Page type={type} />);
    await screen.findByRole('dialog');
    expect(screen.queryAllByRole('button', { name: 'Close' })).toHaveLength(count);
  });

  it('a confirm modal closes through its own buttons', async () => {
    renderWithI18n(<Page type="confirm" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('keeps the page from scrolling while open, and lets it scroll again after', async () => {
    renderWithI18n(<Page type="success" />);
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
  });
});
