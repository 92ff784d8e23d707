import type { VisitorState } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './route-access.ts';

describe('decideAccess', () => {
  it.each<[VisitorState, string, ReturnType<typeof decideAccess>]>([
    ['anonymous', '/', { kind: 'redirect', to: '/login' }],
    ['anonymous', '/farmers', { kind: 'redirect', to: '/login' }],
    ['anonymous', '/dashboard', { kind: 'redirect', to: '/login' }],
    ['anonymous', '/login', { kind: 'allow' }],
    ['anonymous', '/signup', { kind: 'allow' }],
    ['anonymous', '/reset-password', { kind: 'allow' }],
    ['anonymous', '/mandi', { kind: 'allow' }],
    ['anonymous', '/mandi/fpo/abc', { kind: 'allow' }],
    ['anonymous', '/public/buyer_requirement', { kind: 'allow' }],
    // Buyers open a shared brochure link with no account (document 2, 2.23).
    ['anonymous', '/product-brochure', { kind: 'allow' }],
    ['unverified', '/product-brochure', { kind: 'allow' }],
    ['onboarding', '/product-brochure', { kind: 'allow' }],
    ['ready', '/product-brochure', { kind: 'allow' }],
    ['anonymous', '/fpo-product', { kind: 'redirect', to: '/login' }],
    ['anonymous', '/input', { kind: 'redirect', to: '/login' }],
    ['anonymous', '/welcome', { kind: 'redirect', to: '/login' }],
    ['unverified', '/dashboard', { kind: 'verify-email' }],
    ['unverified', '/welcome', { kind: 'verify-email' }],
    ['unverified', '/mandi', { kind: 'allow' }],
    ['onboarding', '/dashboard', { kind: 'redirect', to: '/welcome' }],
    ['onboarding', '/login', { kind: 'redirect', to: '/welcome' }],
    ['onboarding', '/welcome', { kind: 'allow' }],
    ['ready', '/', { kind: 'redirect', to: '/dashboard' }],
    ['ready', '/login', { kind: 'redirect', to: '/dashboard' }],
    ['ready', '/welcome', { kind: 'redirect', to: '/dashboard' }],
    ['ready', '/farmers/42', { kind: 'allow' }],
    ['ready', '/reports', { kind: 'allow' }],
  ])('%s visiting %s', (state, path, expected) => {
    expect(decideAccess(state, path)).toEqual(expected);
  });
});
