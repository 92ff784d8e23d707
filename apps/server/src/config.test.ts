import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses PGlite in ./data on port 3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.baseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.supportEmail).toBe('support@sangam.org.in');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('trusts as many proxy hops as TRUST_PROXY counts', () => {
    const trust = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('keeps only the origin of BASE_URL', () => {
    expect(loadConfig({ BASE_URL: 'https://sangam.example.org/' }).baseUrl).toBe(
      'https://sangam.example.org',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a number'],
    [{ PORT: '70000' }, 'PORT: must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must look like postgres://'],
    [{ SMTP_URL: 'mail.example.org' }, 'SMTP_URL: must look like smtp://'],
    [{ OWNER_EMAIL: 'owner' }, 'OWNER_EMAIL: must be an e-mail address'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET: must be at least 32 characters'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY: must be true, false'],
    [{ S3_BUCKET: 'photos' }, 'S3_ACCESS_KEY_ID: is required when S3_BUCKET is set'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY: is required'],
    [{ S3_ENDPOINT: 'not an address' }, 'S3_ENDPOINT: must be a full URL'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be true or false'],
    [{ S3_PREFIX: 'sangam' }, 'S3_PREFIX: must be empty or end with a slash'],
  ])('refuses %o naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{}, undefined],
    [
      { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
      { bucket: 'photos', region: 'us-east-1', endpoint: undefined, forcePathStyle: false, prefix: '' },
    ],
    [
      {
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_PREFIX: 'sangam/',
      },
      { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, prefix: 'sangam/' },
    ],
  ])('reads object storage from %o', (env, expected) => {
    const { s3 } = loadConfig(env);
    if (expected === undefined) expect(s3).toBeUndefined();
    else expect(s3).toMatchObject(expected);
  });

  const whatsapp = {
    WHATSAPP_TOKEN: 'EAAJB0123456789',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
    WHATSAPP_APP_SECRET: '0123456789abcdef0123456789abcdef',
    WHATSAPP_VERIFY_TOKEN: 'sangam-verify-token',
  };

  it('keeps WhatsApp messages in the local outbox unless the Cloud API is set up', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    expect(loadConfig({ WHATSAPP_API_URL: 'http://127.0.0.1:9' }).whatsapp).toBeUndefined();
    expect(loadConfig(whatsapp).whatsapp).toEqual({
      token: 'EAAJB0123456789',
      phoneNumberId: '106540352242922',
      businessAccountId: '102290129340398',
      appSecret: '0123456789abcdef0123456789abcdef',
      verifyToken: 'sangam-verify-token',
      apiUrl: 'https://graph.facebook.com',
    });
    expect(loadConfig({ ...whatsapp, WHATSAPP_API_URL: 'http://127.0.0.1:8080/' }).whatsapp?.apiUrl).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('refuses half the WhatsApp settings, naming each missing one', () => {
    const { WHATSAPP_APP_SECRET: _secret, WHATSAPP_VERIFY_TOKEN: _token, ...some } = whatsapp;
    const message = (() => {
      try {
        loadConfig(some);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('WHATSAPP_APP_SECRET: is required when WHATSAPP_TOKEN,');
    expect(message).toContain('WHATSAPP_VERIFY_TOKEN: is required');
    expect(message).toContain('leave them all unset to keep messages in the local outbox');
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'x' })).toThrow(
      'WHATSAPP_PHONE_NUMBER_ID: is required when WHATSAPP_TOKEN is set',
    );
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_TOKEN: '' })).toThrow('WHATSAPP_TOKEN: is required');
  });

  it.each([
    [
      { WHATSAPP_PHONE_NUMBER_ID: '+91 98450 12345' },
      'WHATSAPP_PHONE_NUMBER_ID: must be the numeric phone number ID',
    ],
    [{ WHATSAPP_BUSINESS_ACCOUNT_ID: 'my-business' }, 'WHATSAPP_BUSINESS_ACCOUNT_ID: must be the numeric'],
    [{ WHATSAPP_APP_SECRET: 'short' }, "WHATSAPP_APP_SECRET: must be the Meta app's secret"],
    [{ WHATSAPP_VERIFY_TOKEN: 'abc' }, 'WHATSAPP_VERIFY_TOKEN: must be 8 to 200 characters'],
    [{ WHATSAPP_TOKEN: 'two words' }, 'WHATSAPP_TOKEN: must be an access token'],
    [{ WHATSAPP_API_URL: 'graph.facebook.com' }, 'WHATSAPP_API_URL: must be a full URL'],
    [{ WHATSAPP_API_URL: 'ftp://graph.facebook.com' }, 'WHATSAPP_API_URL: must be a full URL'],
  ])('refuses %o naming the setting', (env, message) => {
    expect(() => loadConfig({ ...whatsapp, ...env })).toThrow(message);
  });

  it('treats empty settings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lower-cases the owner e-mail so the admin check is exact', () => {
    expect(loadConfig({ OWNER_EMAIL: 'Owner@Example.org' }).ownerEmail).toBe('owner@example.org');
  });
});
