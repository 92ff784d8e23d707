import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '@/test/render.tsx';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './confirm-dialog.tsx';

let answer: Promise<boolean> | null = null;
const Asker = ({ options }: { options: ConfirmOptions }) => {
  const confirm = useConfirm();
  return <button onClick={() => (answer = confirm(options))}>ask</button>;
};

const open = async (options: ConfirmOptions) => {
  renderWithI18n(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
  );
  await userEvent.click(screen.getByText('ask'));
  return screen.findByRole('dialog');
};

describe('confirm dialog', () => {
  it('defaults to a warning with Confirm and Cancel', async () => {
    const dialog = await open({ title: 'Leave?', message: 'Unsaved changes' });
    expect(dialog.dataset.modalType).toBe('warning');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('resolves true after a short busy moment when confirmed', async () => {
    await open({
      title: 'Delete Farmer',
      message: 'Sure?',
      type: 'danger',
      confirmText: 'Delete Farmer',
      cancelText: 'Keep Farmer',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Farmer' }));
    expect(screen.getByRole('button', { name: 'Delete Farmer' }).getAttribute('aria-busy')).toBe('true');
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on Escape', async () => {
    await open({ title: 'Leave?', message: 'Unsaved changes', type: 'info' });
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('ignores Escape while busy', async () => {
    await open({ title: 'Delete?', message: 'Sure?', type: 'danger' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    await expect(answer).resolves.toBe(true);
  });
});
