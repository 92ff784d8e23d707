import { classifyCloudApiError, defaultRetrySeconds } from './cloud-api-errors.ts';
import { parseCloudApiWebhook, verifyCloudApiSubscription } from './cloud-api-webhook.ts';
import {
  invalidNumber,
  MessagingProviderError,
  readTemplate,
  toWhatsAppNumber,
  type MessagingProvider,
  type MessagingTemplate,
  type SendRefusal,
  type SendResult,
  type SendTemplateInput,
} from './provider.ts';

/**
 * The WhatsApp Cloud API (Meta's Graph API) as a MessagingProvider: templates from
 * GET /{WABA-ID}/message_templates, one template message by POST /{PHONE-NUMBER-ID}/messages, and
 * the `messages` webhook (cloud-api-webhook.ts). Requests go over `fetch` to `apiUrl`, which tests
 * point at a local stand-in (src/test/cloud-api-stand-in.ts).
 */

/** The Graph API version every request names; Meta keeps a version for about two years. */
export const GRAPH_API_VERSION = 'v23.0';

export type CloudApiSettings = {
  /** A system user's access token with whatsapp_business_messaging and _management. */
  token: string;
  phoneNumberId: string;
  businessAccountId: string;
  /** The Meta app's secret: the key of every webhook's X-Hub-Signature-256. */
  appSecret: string;
  /** Chosen by us and typed into the app's webhook settings; Meta sends it back when it checks the address. */
  verifyToken: string;
  /** https://graph.facebook.com, without a trailing slash. */
  apiUrl: string;
};

type Options = {
  fetch?: typeof globalThis.fetch;
  /** Longest wait for one answer before the provider counts as unavailable. */
  timeoutMs?: number;
};

/** Templates per page of the list, and at most this many pages (a loop guard: 250 names × languages). */
const TEMPLATES_PAGE = 100;
const TEMPLATES_MAX_PAGES = 50;
const DEFAULT_TIMEOUT_MS = 15_000;

type GraphError = { code?: number; message?: string; details?: string };

const readRetryAfter = (header: string | null): number | undefined => {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
};

const readGraphError = (body: unknown): GraphError => {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!error || typeof error !== 'object') return {};
  const data = error.error_data as { details?: unknown } | undefined;
  return {
    code: typeof error.code === 'number' ? error.code : Number(error.code) || undefined,
    message: typeof error.message === 'string' ? error.message : undefined,
    details: typeof data?.details === 'string' ? data.details : undefined,
  };
};

type Answer = { status: number; body: unknown; retryAfter: string | null };
/** A request that got no answer; `uncertain` when it may have reached the provider all the same. */
type NoAnswer = { detail: string; uncertain: boolean };

/** Failures that happen before a request leaves: the message certainly was not sent. */
const notSentCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export const createCloudApiProvider = (
  settings: CloudApiSettings,
  { fetch = globalThis.fetch, timeoutMs = DEFAULT_TIMEOUT_MS }: Options = {},
): MessagingProvider => {
  const base = `${settings.apiUrl.replace(/\/+$/, '')}/${GRAPH_API_VERSION}`;

  /** One request; a network failure or a time-out throws a NoAnswer. A body that is not JSON reads as null. */
  const call = async (url: string, init: RequestInit = {}): Promise<Answer> => {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: {
          authorization: `Bearer ${settings.token}`,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw { detail: `No answer within ${timeoutMs} ms`, uncertain: true } satisfies NoAnswer;
      const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
      const code = typeof cause?.code === 'string' ? cause.code : '';
      throw {
        detail: `Could not reach the Cloud API: ${code || (cause?.message as string | undefined) || (error as Error).message}`,
        uncertain: !notSentCodes.has(code),
      } satisfies NoAnswer;
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  };

  const refusal = (answer: Answer): SendRefusal => {
    const error = readGraphError(answer.body);
    const reason = classifyCloudApiError(answer.status, error);
    const detail =
      [error.message, error.details].filter(Boolean).join(': ') || `HTTP ${answer.status} from the Cloud API`;
    return {
      ok: false,
      reason,
      ...(error.code !== undefined ? { code: error.code } : {}),
      detail,
      ...(reason === 'rate_limited'
        ? { retryAfterSeconds: readRetryAfter(answer.retryAfter) ?? defaultRetrySeconds(error.code) }
        : {}),
    };
  };

  const listTemplates = async (): Promise<MessagingTemplate[]> => {
    const templates: MessagingTemplate[] = [];
    let after: string | undefined;
    for (let page = 0; page < TEMPLATES_MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        fields: 'id,name,language,status,category,components,parameter_format',
        limit: String(TEMPLATES_PAGE),
        ...(after ? { after } : {}),
      });
      let answer: Answer;
      try {
        answer = await call(
          `${base}/${encodeURIComponent(settings.businessAccountId)}/message_templates?${query}`,
        );
      } catch (failure) {
        throw new MessagingProviderError('provider_unavailable', (failure as NoAnswer).detail);
      }
      if (answer.status !== 200) {
        const refused = refusal(answer);
        throw new MessagingProviderError(
          refused.reason === 'rate_limited' ? 'rate_limited' : 'provider_unavailable',
          refused.detail,
          { code: refused.code, retryAfterSeconds: refused.retryAfterSeconds },
        );
      }
      const body = answer.body as {
        data?: unknown;
        paging?: { cursors?: { after?: unknown }; next?: unknown };
      } | null;
      if (!body || !Array.isArray(body.data))
        throw new MessagingProviderError(
          'provider_unavailable',
          'The template list was not in the expected form',
        );
      for (const raw of body.data) {
        const template = readTemplate(raw);
        if (template) templates.push(template);
      }
      // Meta gives `next` only while there is another page; its cursor, not its address, is followed,
      // so the token is never sent anywhere but apiUrl.
      const cursor = body.paging?.cursors?.after;
      if (!body.paging?.next || typeof cursor !== 'string' || !cursor || cursor === after) break;
      after = cursor;
    }
    return templates;
  };

  const sendTemplate = async ({
    to,
    template,
    language,
    parameters,
    reference,
  }: SendTemplateInput): Promise<SendResult> => {
    const number = toWhatsAppNumber(to);
    if (!number) return invalidNumber(to);
    const payload = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: number,
      type: 'template',
      template: {
        name: template,
        language: { code: language },
        ...(parameters.length
          ? {
              components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
            }
          : {}),
      },
      ...(reference ? { biz_opaque_callback_data: reference } : {}),
    };
    let answer: Answer;
    try {
      answer = await call(`${base}/${encodeURIComponent(settings.phoneNumberId)}/messages`, {
        method: 'POST',
        body: JSON.stringify(payload),
      });
    } catch (failure) {
      const { detail, uncertain } = failure as NoAnswer;
      return { ok: false, reason: 'provider_unavailable', detail, ...(uncertain ? { uncertain } : {}) };
    }
    if (answer.status < 200 || answer.status >= 300) return refusal(answer);
    const id = (answer.body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    if (typeof id !== 'string' || !id)
      // Accepted, but with no id to match its statuses to; it may well be on its way.
      return {
        ok: false,
        reason: 'provider_unavailable',
        detail: 'The Cloud API accepted the message but gave no message id',
        uncertain: true,
      };
    return { ok: true, providerMessageId: id, to: `+${number}` };
  };

  return {
    kind: 'cloud_api',
    listTemplates,
    sendTemplate,
    parseWebhook: (rawBody, signature) =>
      parseCloudApiWebhook({
        rawBody,
        signature,
        appSecret: settings.appSecret,
        phoneNumberId: settings.phoneNumberId,
      }),
    verifyWebhookSubscription: (query) => verifyCloudApiSubscription(query, settings.verifyToken),
  };
};
