import type { VisitorState } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { decideAccess, returnPath } from './route-access.ts';

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

describe('invitations and where signing in leads (issue 20)', () => {
  it.each<VisitorState>(['anonymous', 'unverified', 'onboarding', 'ready'])(
    'opens an invitation link to a visitor who is %s',
    (state) => expect(decideAccess(state, '/invitations/abc')).toEqual({ kind: 'allow' }),
  );

  it("lands a member on their role's home after signing in, and on / and /welcome", () => {
    const fieldStaff = { home: '/farmers' };
    expect(decideAccess('ready', '/login', fieldStaff)).toEqual({ kind: 'redirect', to: '/farmers' });
    expect(decideAccess('ready', '/', fieldStaff)).toEqual({ kind: 'redirect', to: '/farmers' });
    expect(decideAccess('ready', '/welcome', fieldStaff)).toEqual({ kind: 'redirect', to: '/farmers' });
  });

  it('returns to the invitation after signing in, with or without an FPO', () => {
    const next = '/invitations/abc';
    expect(decideAccess('ready', '/login', { next })).toEqual({ kind: 'redirect', to: next });
    expect(decideAccess('ready', '/login')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideAccess('onboarding', '/login', { next })).toEqual({ kind: 'redirect', to: next });
    // Without a return address, someone with no FPO still goes on to set one up.
    expect(decideAccess('onboarding', '/login')).toEqual({ kind: 'redirect', to: '/welcome' });
    expect(decideAccess('anonymous', '/login', { next })).toEqual({ kind: 'allow' });
  });

  it('returns only to a path of this site', () => {
    expect(returnPath('/invitations/abc')).toBe('/invitations/abc');
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'invitations/abc',
      '',
      null,
    ])
      expect(returnPath(bad)).toBeNull();
  });
});
