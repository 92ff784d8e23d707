import { validateMobile } from '@sangam/domain';

/**
 * What Sangam asks of a messaging provider (decision D4, docs/decisions/024): the templates it may
 * send, one template message to one farmer, and what the provider reports back afterwards (delivery
 * statuses and the farmers' replies). Two implementations: the WhatsApp Cloud API (`cloud-api.ts`)
 * and the local outbox (`outbox.ts`, the default), which writes each message to a file instead.
 */

/** Template statuses as the provider spells them; only `APPROVED` templates can be sent. */
export type TemplateStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DISABLED' | (string & {});

export type MessagingTemplate = {
  /** The provider's id of this template in this language. */
  id: string;
  name: string;
  /** The provider's language code: `en`, `en_US`, `hi`, `kn`… */
  language: string;
  status: TemplateStatus;
  /** MARKETING, UTILITY or AUTHENTICATION. */
  category: string;
  /** The BODY component's text, placeholders included: "Namaste {{1}}, the meeting is on {{2}}." */
  body: string;
  /** How many values the body's {{1}}…{{n}} placeholders take, in that order. */
  parameterCount: number;
  /**
   * Whether Sangam can send it: approved, and nothing to fill but the body's numbered placeholders
   * (no named placeholders, no header variable or media, no button with a variable).
   */
  usable: boolean;
};

export type SendTemplateInput = {
  /** An Indian mobile number in any form people write it (+91 98450 12345, 09845012345, 9845012345). */
  to: string;
  /** The template's name. */
  template: string;
  /** The template's language code, as listed. */
  language: string;
  /** The values of {{1}}…{{n}}, in order. */
  parameters: string[];
  /**
   * Our own reference for this message (a row id), at most 512 characters. The Cloud API hands it
   * back in every status update of the message, so a status finds its row even if the provider's
   * message id was never stored (a crash between the send and the write).
   */
  reference?: string;
};

/**
 * Why a message was not accepted. What the caller does next depends only on the reason:
 * - `invalid_number`: this recipient cannot get WhatsApp messages (not an Indian mobile, or not on
 *   WhatsApp). Record it against the recipient; do not retry.
 * - `template_not_approved`: the template does not exist in that language, or is not approved (or
 *   was paused or disabled since the last sync). No recipient will get it; sync the templates.
 * - `rate_limited`: too many messages; send this one again after `retryAfterSeconds`.
 * - `provider_unavailable`: the provider could not be reached, failed, or refused our credentials.
 *   Nothing was sent; stop and try later (a bulk send pauses, it does not fail its recipients).
 * - `refused`: the provider refused this message for another reason (parameters that no longer fit
 *   the template, a policy rule). Sending it unchanged will be refused again.
 */
export type SendRefusalReason =
  'invalid_number' | 'template_not_approved' | 'rate_limited' | 'provider_unavailable' | 'refused';

export type SendRefusal = {
  ok: false;
  reason: SendRefusalReason;
  /** The provider's error code (131026, 132001…), when it gave one. */
  code?: number;
  /** The provider's explanation, for the log and the message's error column; never shown as is. */
  detail: string;
  /** With `rate_limited`: seconds to wait before sending again. */
  retryAfterSeconds?: number;
  /**
   * With `provider_unavailable`: the request may have reached the provider before the answer was
   * lost (a time-out, a dropped connection), so the message may be on its way. Sending it again may
   * send it twice; a status update carrying its `reference` settles which.
   */
  uncertain?: true;
};

export type SendResult = { ok: true; providerMessageId: string; to: string } | SendRefusal;

/** Delivery statuses a provider reports after accepting a message, in the order they happen. */
export const deliveryStatuses = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export type StatusUpdate = {
  providerMessageId: string;
  status: DeliveryStatus;
  at: Date;
  /** The recipient as +<country code><number>, when the provider says. */
  recipient: string | null;
  /** The `reference` the message was sent with. */
  reference: string | null;
  /** With `failed`: why, classified as a send refusal is. */
  error: { code: number | null; reason: SendRefusalReason; detail: string } | null;
};

export type InboundMessage = {
  providerMessageId: string;
  /** The sender as +<country code><number>: +919845012345 for an Indian mobile. */
  from: string;
  at: Date;
  /** text, button, interactive, image, audio, location… */
  type: string;
  /** What the farmer wrote or the button they pressed; null for media and the like. */
  text: string | null;
  /** The provider's id of the message this one answers, when the farmer replied to it. */
  replyTo: string | null;
  /** The sender's WhatsApp profile name. */
  profileName: string | null;
};

export type WebhookResult =
  | { ok: true; statuses: StatusUpdate[]; inbound: InboundMessage[] }
  /**
   * `bad_signature`: not signed with our app secret (answer 401 and read nothing of it);
   * `bad_payload`: signed but not a webhook we understand; `not_configured`: this provider takes no
   * webhooks (the local outbox).
   */
  | { ok: false; reason: 'bad_signature' | 'bad_payload' | 'not_configured' };

export type MessagingProvider = {
  /** `outbox` messages never leave the machine; the admin screen must say so (D4). */
  kind: 'cloud_api' | 'outbox';
  /** Every template of the account, with its status. Throws MessagingProviderError. */
  listTemplates: () => Promise<MessagingTemplate[]>;
  sendTemplate: (input: SendTemplateInput) => Promise<SendResult>;
  /** Checks the signature over the exact bytes received (timing-safe), then reads the payload. */
  parseWebhook: (rawBody: string | Buffer, signature: string | undefined) => WebhookResult;
  /**
   * The provider's check of the webhook address (GET with hub.mode, hub.verify_token and
   * hub.challenge): the challenge to answer with, or null to refuse (403).
   */
  verifyWebhookSubscription: (query: Record<string, unknown>) => string | null;
};

/** Thrown by `listTemplates` when the provider cannot answer. */
export class MessagingProviderError extends Error {
  readonly reason: 'provider_unavailable' | 'rate_limited';
  readonly code: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    reason: 'provider_unavailable' | 'rate_limited',
    detail: string,
    options: { code?: number; retryAfterSeconds?: number } = {},
  ) {
    super(detail);
    this.name = 'MessagingProviderError';
    this.reason = reason;
    this.code = options.code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * An Indian mobile number as the Cloud API wants it: country code and number, digits only
 * (919845012345). Sangam keeps numbers as +91 and ten digits; anything that is not an Indian mobile
 * (another country, a landline, too few digits) is null and never reaches the provider.
 */
export const toWhatsAppNumber = (phone: string): string | null => {
  const checked = validateMobile(phone);
  return checked.ok ? `91${checked.value}` : null;
};

/** A number as the provider reports it (digits with the country code) in Sangam's form: +919845012345. */
export const fromWhatsAppNumber = (digits: string): string => `+${digits.replace(/\D/g, '')}`;

/** The numbers of a body's {{n}} placeholders, in order of first appearance. */
const placeholderPattern = /\{\{\s*([^{}\s]+)\s*\}\}/g;
export const bodyPlaceholders = (body: string): string[] => [
  ...new Set([...body.matchAll(placeholderPattern)].map((match) => match[1] as string)),
];

/** The body with {{1}}…{{n}} filled in: what the farmer reads. Unfilled placeholders stay. */
export const renderTemplateBody = (body: string, parameters: string[]): string =>
  body.replace(placeholderPattern, (whole, name: string) =>
    /^\d+$/.test(name) ? (parameters[Number(name) - 1] ?? whole) : whole,
  );

export const invalidNumber = (to: string): SendRefusal => ({
  ok: false,
  reason: 'invalid_number',
  detail: `Not an Indian mobile number: ${to}`,
});

type TemplateComponent = {
  type?: unknown;
  format?: unknown;
  text?: unknown;
  buttons?: unknown;
};

/**
 * A template as the Cloud API's message_templates list gives it (name, language, status, category,
 * components, parameter_format), in Sangam's shape; null when it lacks a name or language. The
 * local outbox's sample templates are written the same way and read by this too.
 */
export const readTemplate = (raw: unknown): MessagingTemplate | null => {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Record<string, unknown>;
  if (typeof item.name !== 'string' || typeof item.language !== 'string') return null;
  const components = Array.isArray(item.components) ? (item.components as TemplateComponent[]) : [];
  const ofType = (type: string) =>
    components.find((c) => typeof c?.type === 'string' && c.type.toUpperCase() === type);
  const body = typeof ofType('BODY')?.text === 'string' ? (ofType('BODY')?.text as string) : '';
  const placeholders = bodyPlaceholders(body);
  // {{1}}…{{n}} with none missing, in any order; named placeholders ({{farmer_name}}) are not ours.
  const numbered = placeholders
    .map(Number)
    .sort((a, b) => a - b)
    .every((n, i) => n === i + 1);
  const known = components.every(
    (c) =>
      typeof c?.type === 'string' && ['HEADER', 'BODY', 'FOOTER', 'BUTTONS'].includes(c.type.toUpperCase()),
  );
  const header = ofType('HEADER');
  const headerNeedsValue =
    header !== undefined &&
    ((typeof header.format === 'string' && header.format.toUpperCase() !== 'TEXT') ||
      (typeof header.text === 'string' && bodyPlaceholders(header.text).length > 0));
  const buttons = Array.isArray(ofType('BUTTONS')?.buttons)
    ? (ofType('BUTTONS')?.buttons as Record<string, unknown>[])
    : [];
  const buttonNeedsValue = buttons.some(
    (button) =>
      (typeof button?.url === 'string' && bodyPlaceholders(button.url).length > 0) ||
      (typeof button?.type === 'string' && ['OTP', 'COPY_CODE', 'FLOW'].includes(button.type.toUpperCase())),
  );
  const status = typeof item.status === 'string' ? item.status.toUpperCase() : 'PENDING';
  return {
    id: typeof item.id === 'string' ? item.id : `${item.name}:${item.language}`,
    name: item.name,
    language: item.language,
    status,
    category: typeof item.category === 'string' ? item.category.toUpperCase() : '',
    body,
    parameterCount: numbered ? placeholders.length : 0,
    usable:
      status === 'APPROVED' &&
      body !== '' &&
      numbered &&
      known &&
      item.parameter_format !== 'NAMED' &&
      !headerNeedsValue &&
      !buttonNeedsValue,
  };
};
