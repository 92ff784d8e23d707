import { describe, expect, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';

describe('first visit', () => {
  const browser = browsers();

  it('sends a visitor from / to /login, renders cleanly, and switches the script with the language', async () => {
    const session = await browser();
    const { page } = session;
    await page.goto('/');
    await page.waitForURL('**/login');
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe('Sign in to Sangam');

    await page.getByLabel('Language').selectOption('hi');
    await expect.poll(() => heading.textContent()).toMatch(/[\u0900-\u097F]/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

    await page.getByLabel(/भाषा/).selectOption('kn');
    await expect.poll(() => heading.textContent()).toMatch(/[\u0C80-\u0CFF]/);
    expect(unexpectedErrors(session.consoleErrors)).toEqual([]);
  });

  it('fits a 360 px wide phone without sideways scrolling', async () => {
    const session = await browser({ width: 360, height: 740 });
    await session.page.goto('/login');
    await session.page.getByRole('button', { name: 'Sign in' }).waitFor();
    const overflow = await session.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('serves the API docs and health', async () => {
    const session = await browser();
    const health = await session.context.request.get('/api/health');
    expect(await health.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
    const docs = await session.context.request.get('/api/docs/json');
    expect((await docs.json()).paths['/api/me']).toBeDefined();
  });
});
