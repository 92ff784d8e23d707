import { describe, expect, it } from 'vitest';
import { isChromelessPath, planIncludes, requiredPlanForPath } from './navigation.ts';

describe('requiredPlanForPath', () => {
  it.each([
    ['/dashboard', null],
    ['/farmers/123', null],
    ['/business', null],
    ['/reports', 'pro'],
    ['/reports/export', 'pro'],
    ['/reportsx', null],
    ['/farmer-mobilization', 'pro'],
    ['/advanced-buyers', 'pro'],
    ['/dividend-calculator', 'pro_max'],
    ['/hfn-stores', 'pro_max'],
  ] as const)('%s needs %s', (path, plan) => {
    expect(requiredPlanForPath(path)).toBe(plan);
  });
});

describe('planIncludes', () => {
  it.each([
    ['starters', 'pro', false],
    ['starters', 'pro_max', false],
    ['pro', 'pro', true],
    ['pro', 'pro_max', false],
    ['pro_max', 'pro', true],
    ['pro_max', 'pro_max', true],
  ] as const)('%s opens %s: %s', (plan, needed, expected) => {
    expect(planIncludes(plan, needed)).toBe(expected);
  });
});

describe('isChromelessPath', () => {
  it.each([
    ['/mandi', true],
    ['/mandi/fpo/abc', true],
    ['/public/buyer_requirement', true],
    ['/login', false],
    ['/dashboard', false],
    ['/mandis', false],
  ] as const)('%s -> %s', (path, expected) => {
    expect(isChromelessPath(path)).toBe(expected);
  });
});
