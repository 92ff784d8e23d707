import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '@/test/render.tsx';
import { TOAST_DURATION_MS, TOAST_FADE_MS, ToastProvider, useToast, type ToastInput } from './toast.tsx';

let show: (toast: ToastInput) => string = () => '';
const Grab = () => {
  show = useToast().show;
  return null;
};

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows each type and removes a toast after 5 s plus its fade', async () => {
    renderWithI18n(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      for (const type of ['success', 'error', 'warning', 'info'] as const)
        show({ type, title: `${type} title` });
    });
    // The first toast brings Radix's toast code, so it appears once that has loaded.
    for (const type of ['success', 'error', 'warning', 'info'])
      expect(await screen.findByText(`${type} title`)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + TOAST_FADE_MS + 50);
    });
    expect(screen.queryByText('success title')).toBeNull();
  });

  it('gives every toast its own id', () => {
    renderWithI18n(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    let ids: string[] = [];
    act(() => {
      ids = [show({ title: 'a' }), show({ title: 'b' })];
    });
    expect(new Set(ids).size).toBe(2);
  });
});
