import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { linkFromMail } from './outbox.ts';

export const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.org`;
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

type OperatorOptions = { language?: string; fpoName?: string; fpoPhone?: string };

/** Sign up, confirm through the outbox link, and complete onboarding, as a new operator does. */
export const createOperator = async (
  page: Page,
  email: string,
  { language = 'English', fpoName = 'Hosur Farmers Producer Company', fpoPhone = '' }: OperatorOptions = {},
) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByText('Account created successfully! Redirecting...').waitFor();
  await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Verify Your Email');

  await page.goto(await linkFromMail(email, 'verify-email'));
  await page.waitForURL('**/welcome');
  await page.getByLabel('Full name').fill('Lakshmi Devi');
  await page.getByLabel('Phone number').fill('98450 12345');
  await page.getByLabel('Preferred language').selectOption({ label: language });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('FPO name').fill(fpoName);
  if (fpoPhone) await page.getByLabel('FPO phone').fill(fpoPhone);
  await page.getByLabel('FPO address').fill('Main Road\nHosur');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.waitForURL('**/dashboard');
};

export const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** An account an earlier journey of the run may have made (the owner admin): sign in, or create it. */
export const signInOrCreateOperator = async (page: Page, email: string) => {
  await signIn(page, email, 'secret123');
  const signedIn = await page.waitForURL('**/dashboard', { timeout: 5000 }).then(
    () => true,
    () => false,
  );
  if (!signedIn) await createOperator(page, email);
};
