import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/test/render-in-language.tsx';
import { CountryCodeSelect } from './country-code-select.tsx';

const optionFor = (code: string) =>
  within(screen.getByRole('combobox'))
    .getAllByRole('option')
    .find((option) => (option as HTMLOptionElement).value === code);

describe('country-code picker', () => {
  it('names the countries in Hindi and keeps the dial code', async () => {
    await renderInLanguage(<CountryCodeSelect value="+91" onChange={() => {}} />, 'hi');
    expect(screen.getByRole('combobox', { name: 'देश कोड' })).toBeTruthy();
    expect(optionFor('+91')?.textContent).toBe('🇮🇳 +91 भारत');
    expect(optionFor('+977')?.textContent).toContain('नेपाल');
    expect(optionFor('+977')?.textContent).toContain('+977');
  });

  it('names the countries in Kannada', async () => {
    await renderInLanguage(<CountryCodeSelect value="+91" onChange={() => {}} />, 'kn');
    expect(optionFor('+91')?.textContent).toBe('🇮🇳 +91 ಭಾರತ');
    expect(optionFor('+44')?.textContent).not.toContain('United Kingdom');
  });

  it('offers the 15 codes of spec 2.4', async () => {
    await renderInLanguage(<CountryCodeSelect value="+91" onChange={() => {}} />, 'en');
    expect(within(screen.getByRole('combobox')).getAllByRole('option')).toHaveLength(15);
    expect(optionFor('+91')?.textContent).toBe('🇮🇳 +91 India');
  });
});
