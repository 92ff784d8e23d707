import { createHmac, timingSafeEqual } from 'node:crypto';
import { classifyCloudApiError } from './cloud-api-errors.ts';
import {
  deliveryStatuses,
  fromWhatsAppNumber,
  type DeliveryStatus,
  type InboundMessage,
  type StatusUpdate,
  type WebhookResult,
} from './provider.ts';

/**
 * The Cloud API's `messages` webhook: Meta POSTs JSON signed with the app secret
 * (X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>), carrying `statuses` of messages we
 * sent and `messages` farmers sent us. Pure: no clock, no database, no network.
 */

const signaturePattern = /^sha256=([0-9a-f]{64})$/i;

/** The X-Hub-Signature-256 value Meta would send for this body. */
export const signCloudApiWebhook = (rawBody: string | Buffer, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** Whether `signature` is the body's HMAC under the app secret, compared in constant time. */
export const verifyCloudApiSignature = (
  rawBody: string | Buffer,
  signature: string | undefined,
  appSecret: string,
): boolean => {
  const given = signaturePattern.exec(signature?.trim() ?? '')?.[1];
  if (!given || !appSecret) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
};

/** Equality of two texts in constant time whatever their lengths: their digests are compared. */
const sameText = (a: string, b: string) =>
  timingSafeEqual(
    createHmac('sha256', 'compare').update(a).digest(),
    createHmac('sha256', 'compare').update(b).digest(),
  );

/** The GET Meta sends when the webhook address is set: answer hub.challenge if the token is ours. */
export const verifyCloudApiSubscription = (
  query: Record<string, unknown>,
  verifyToken: string,
): string | null => {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
  if (!verifyToken || !challenge || challenge.length > 1000) return null;
  return sameText(token, verifyToken) ? challenge : null;
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
/** Unix seconds as the API sends them ("1749416383"); null when not a time. */
const time = (value: unknown): Date | null => {
  const seconds = typeof value === 'number' ? value : /^\d{1,12}$/.test(String(value)) ? Number(value) : NaN;
  return Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
};

const readStatus = (raw: Json): StatusUpdate | null => {
  const id = text(raw.id);
  const status = raw.status;
  const at = time(raw.timestamp);
  // `deleted`, `played` and statuses to come are not ours to track.
  if (!id || !at || !(deliveryStatuses as readonly unknown[]).includes(status)) return null;
  const recipient = text(raw.recipient_id);
  const firstError = list(raw.errors)[0];
  let error: StatusUpdate['error'] = null;
  if (status === 'failed') {
    const details = isObject(firstError?.error_data) ? text(firstError.error_data.details) : null;
    const code = typeof firstError?.code === 'number' ? firstError.code : null;
    const message = text(firstError?.message) ?? text(firstError?.title) ?? '';
    error = {
      code,
      reason: classifyCloudApiError(null, { code, message, details: details ?? '' }),
      detail: [message, details].filter(Boolean).join(': ') || 'Failed without a reason',
    };
  }
  return {
    providerMessageId: id,
    status: status as DeliveryStatus,
    at,
    recipient: recipient && /^\d{6,15}$/.test(recipient) ? fromWhatsAppNumber(recipient) : null,
    reference: text(raw.biz_opaque_callback_data),
    error,
  };
};

/** What a farmer wrote, or the words of the button or list item they chose. */
const messageText = (raw: Json): string | null => {
  const part = (key: string) => (isObject(raw[key]) ? (raw[key] as Json) : null);
  const interactive = part('interactive');
  const reply =
    interactive && (isObject(interactive.button_reply) ? interactive.button_reply : interactive.list_reply);
  return (
    text(part('text')?.body) ??
    text(part('button')?.text) ??
    (isObject(reply) ? text(reply.title) : null) ??
    text(part('reaction')?.emoji) ??
    text(part('image')?.caption) ??
    text(part('video')?.caption) ??
    text(part('document')?.caption)
  );
};

const readInbound = (raw: Json, names: Map<string, string>): InboundMessage | null => {
  const id = text(raw.id);
  const from = text(raw.from);
  const at = time(raw.timestamp);
  if (!id || !from || !/^\d{6,15}$/.test(from) || !at) return null;
  return {
    providerMessageId: id,
    from: fromWhatsAppNumber(from),
    at,
    type: text(raw.type) ?? 'unknown',
    text: messageText(raw),
    replyTo: isObject(raw.context) ? text(raw.context.id) : null,
    profileName: names.get(from) ?? null,
  };
};

/**
 * Verifies the signature over the exact bytes received, then reads every `messages` change for our
 * phone number. Changes for another number of the same business account, and items we cannot read,
 * are left out rather than failing the whole delivery (Meta would send it again and again).
 */
export const parseCloudApiWebhook = ({
  rawBody,
  signature,
  appSecret,
  phoneNumberId,
}: {
  rawBody: string | Buffer;
  signature: string | undefined;
  appSecret: string;
  phoneNumberId: string;
}): WebhookResult => {
  if (!verifyCloudApiSignature(rawBody, signature, appSecret)) return { ok: false, reason: 'bad_signature' };
  let payload: unknown;
  try {
    payload = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'bad_payload' };
  }
  if (!isObject(payload) || payload.object !== 'whatsapp_business_account' || !Array.isArray(payload.entry))
    return { ok: false, reason: 'bad_payload' };
  const statuses: StatusUpdate[] = [];
  const inbound: InboundMessage[] = [];
  for (const entry of list(payload.entry)) {
    for (const change of list(entry.changes)) {
      if (change.field !== 'messages' || !isObject(change.value)) continue;
      const value = change.value;
      if (!isObject(value.metadata) || value.metadata.phone_number_id !== phoneNumberId) continue;
      const names = new Map(
        list(value.contacts).flatMap((contact) => {
          const waId = text(contact.wa_id);
          const name = isObject(contact.profile) ? text(contact.profile.name) : null;
          return waId && name ? [[waId, name] as const] : [];
        }),
      );
      for (const raw of list(value.statuses)) {
        const status = readStatus(raw);
        if (status) statuses.push(status);
      }
      for (const raw of list(value.messages)) {
        const message = readInbound(raw, names);
        if (message) inbound.push(message);
      }
    }
  }
  return { ok: true, statuses, inbound };
};
