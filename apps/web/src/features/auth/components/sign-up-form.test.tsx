import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/test/render-in-language.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const renderForm = (language: 'en' | 'hi') =>
  renderInLanguage(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SignUpForm />
      </MemoryRouter>
    </QueryClientProvider>,
    language,
  );

describe('sign-up form', () => {
  it('submits with a "Create account" button (spec 2.3)', async () => {
    await renderForm('en');
    const button = screen.getByRole('button', { name: 'Create account' });
    expect(button.getAttribute('type')).toBe('submit');
  });

  it('names the button in the chosen language', async () => {
    await renderForm('hi');
    expect(screen.getByRole('button', { name: 'खाता बनाएँ' })).toBeTruthy();
  });
});
