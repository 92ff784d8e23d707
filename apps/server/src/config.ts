import path from 'node:path';
import { z } from 'zod';
import type { CloudApiSettings } from './messaging/cloud-api.ts';
import type { S3Settings } from './storage/s3-file-store.ts';

/**
 * Every setting the server reads, in one place. `loadConfig` refuses to start with a message that
 * names the setting and what is wrong with it, instead of failing later in some request.
 */
const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must look like postgres://user:password@host:5432/database');

const smtpUrl = z.string().regex(/^smtps?:\/\/.+/, 'must look like smtp://user:password@host:587');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, postgresUrl.optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, smtpUrl.optional()),
  MAIL_FROM: z.string().min(3).default('Sangam <no-reply@sangam.local>'),
  OWNER_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
  BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url('must be a full URL such as https://sangam.example.org').optional(),
  ),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  WHATSAPP_UPGRADE_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, 'must be digits only with the country code, such as 919845012345')
    .default('919845012345'),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
  SUPPORT_PHONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\+?\d[\d -]{5,18}\d$/, 'must be a phone number such as 1800 123 4567 or +91 80 1234 5678')
      .optional(),
  ),
  WHATSAPP_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^\S+$/, 'must be an access token, without spaces').optional(),
  ),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{5,25}$/, 'must be the numeric phone number ID shown in the WhatsApp Manager')
      .optional(),
  ),
  WHATSAPP_BUSINESS_ACCOUNT_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{5,25}$/, 'must be the numeric WhatsApp Business Account ID shown in the WhatsApp Manager')
      .optional(),
  ),
  WHATSAPP_APP_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S{16,}$/, "must be the Meta app's secret: 16 characters or more, no spaces")
      .optional(),
  ),
  WHATSAPP_VERIFY_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S{8,200}$/, 'must be 8 to 200 characters without spaces')
      .optional(),
  ),
  WHATSAPP_API_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be a full URL such as https://graph.facebook.com' })
      .default('https://graph.facebook.com'),
  ),
  WHATSAPP_SEND_RATE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(40),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be true, false, a number of proxy hops, or proxy addresses such as 10.0.0.1,10.0.0.0/8',
      )
      .optional(),
  ),
  API_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(600),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3, 'must be a bucket name').optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url('must be a full URL such as https://s3.example.org').optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or end with a slash, such as sangam/')
    .default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  ownerEmail: string | undefined;
  /** The public address when BASE_URL is set; unset, each request's own host is its origin (T8). */
  baseUrl: string | undefined;
  /** Fastify's trustProxy: whether, and which, proxies' X-Forwarded-* headers to believe. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  authSecret: string | undefined;
  whatsappUpgradeNumber: string;
  supportEmail: string;
  /** Sangam's support line (a toll-free number) shown on the advisory page; unset, none is shown. */
  supportPhone: string | undefined;
  apiRateLimit: number;
  /** Object storage for files (decision D2); unset, files live in DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** The WhatsApp Cloud API (decision D4, 024); unset, messages go to DATA_DIR/whatsapp-outbox. */
  whatsapp: CloudApiSettings | undefined;
  /** Messages a bulk send hands to the provider per second at most (decision 026). */
  whatsappSendRate: number;
  logLevel: string;
  nodeEnv: 'development' | 'production' | 'test';
};

export class ConfigError extends Error {}

/** The settings of the WhatsApp Cloud API: all of them, or none (then the local outbox). */
const whatsappSettings = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_BUSINESS_ACCOUNT_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** Shown on the upgrade screen when neither SUPPORT_EMAIL nor OWNER_EMAIL is set. */
export const DEFAULT_SUPPORT_EMAIL = 'support@sangam.org.in';

const parseTrustProxy = (value: string | undefined): Config['trustProxy'] => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Missing = e.S3_BUCKET
    ? (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name])
    : [];
  if (s3Missing.length)
    throw new ConfigError(
      `Invalid configuration:\n${s3Missing.map((name) => `  ${name}: is required when S3_BUCKET is set`).join('\n')}`,
    );
  // The Cloud API needs all five; with none, messages go to the local outbox. Half a set is a mistake.
  const whatsappSet = whatsappSettings.filter((name) => e[name]);
  const whatsappMissing = whatsappSet.length ? whatsappSettings.filter((name) => !e[name]) : [];
  if (whatsappMissing.length) {
    const set = `${whatsappSet.join(', ')} ${whatsappSet.length > 1 ? 'are' : 'is'} set`;
    throw new ConfigError(
      [
        'Invalid configuration:',
        ...whatsappMissing.map((name) => `  ${name}: is required when ${set}`),
        `  The WhatsApp Cloud API needs all of ${whatsappSettings.join(', ')}; leave them all unset to keep messages in the local outbox.`,
      ].join('\n'),
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ownerEmail: e.OWNER_EMAIL?.toLowerCase(),
    baseUrl: e.BASE_URL ? new URL(e.BASE_URL).origin : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authSecret: e.AUTH_SECRET,
    whatsappUpgradeNumber: e.WHATSAPP_UPGRADE_NUMBER,
    supportEmail: e.SUPPORT_EMAIL ?? e.OWNER_EMAIL?.toLowerCase() ?? DEFAULT_SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    apiRateLimit: e.API_RATE_LIMIT,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          // Other S3-compatible services address buckets by path; AWS itself by host name.
          forcePathStyle: e.S3_FORCE_PATH_STYLE
            ? e.S3_FORCE_PATH_STYLE === 'true'
            : e.S3_ENDPOINT !== undefined,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    whatsapp:
      e.WHATSAPP_TOKEN &&
      e.WHATSAPP_PHONE_NUMBER_ID &&
      e.WHATSAPP_BUSINESS_ACCOUNT_ID &&
      e.WHATSAPP_APP_SECRET &&
      e.WHATSAPP_VERIFY_TOKEN
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            businessAccountId: e.WHATSAPP_BUSINESS_ACCOUNT_ID,
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    whatsappSendRate: e.WHATSAPP_SEND_RATE,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
  };
};
