import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { SignInForm } from './sign-in-form.tsx';

const renderForm = () =>
  renderScreen(
    <ToastProvider>
      <SignInForm />
    </ToastProvider>,
    { path: '/login' },
  );

describe('sign-in form', () => {
  it('says the e-mail is required once the empty field is left', async () => {
    renderForm();
    const email = screen.getByLabelText('Email');
    fireEvent.focus(email);
    fireEvent.blur(email);
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a too-short password from being sent and puts the cursor in it', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).toBeNull();
  });

  it('clears the message as soon as the field is corrected', async () => {
    renderForm();
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'asha');
    fireEvent.blur(email);
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    await userEvent.type(email, '@example.in');
    await waitFor(() => expect(screen.queryByText('Invalid email')).toBeNull());
  });

  it("sits in the page's one main landmark, beside the complementary panel", () => {
    renderScreen(
      <ToastProvider>
        <AuthLayout title="Sign in to Sangam">
          <SignInForm />
        </AuthLayout>
      </ToastProvider>,
    );
    const main = screen.getByRole('main');
    expect(main.contains(screen.getByLabelText('Email'))).toBe(true);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('complementary')).toBeTruthy();
  });
});
