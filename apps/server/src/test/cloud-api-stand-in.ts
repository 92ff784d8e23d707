import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GRAPH_API_VERSION, type CloudApiSettings } from '../messaging/cloud-api.ts';
import { signCloudApiWebhook } from '../messaging/cloud-api-webhook.ts';

/**
 * A stand-in for the WhatsApp Cloud API on 127.0.0.1, answering as Meta's documentation says the
 * real one does: the message_templates list (paged with cursors), template sends with their Graph
 * errors (190 bad token, 132001 no such approved template, 132000 wrong parameter count, 131026
 * undeliverable), and webhook payloads signed with the app secret. A test can also queue any answer
 * (a 429, a 503, one that never comes) for the next request.
 */

export type StandInTemplate = {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  parameter_format?: 'POSITIONAL' | 'NAMED';
  components: Record<string, unknown>[];
};

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
};

type ScriptedAnswer =
  { status: number; body?: unknown; headers?: Record<string, string>; raw?: string } | 'hang' | 'drop';

export const standInTemplates = (): StandInTemplate[] => [
  {
    id: '1000000000000001',
    name: 'meeting_reminder',
    language: 'en',
    status: 'APPROVED',
    category: 'UTILITY',
    parameter_format: 'POSITIONAL',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Meeting' },
      { type: 'BODY', text: 'Namaste {{1}}, the meeting of {{2}} is on {{3}}.' },
      { type: 'FOOTER', text: 'Sangam' },
    ],
  },
  {
    id: '1000000000000002',
    name: 'meeting_reminder',
    language: 'hi',
    status: 'APPROVED',
    category: 'UTILITY',
    parameter_format: 'POSITIONAL',
    components: [{ type: 'BODY', text: 'नमस्ते {{1}}, {{2}} की बैठक {{3}} को है।' }],
  },
  {
    id: '1000000000000003',
    name: 'price_update',
    language: 'en',
    status: 'PENDING',
    category: 'UTILITY',
    parameter_format: 'POSITIONAL',
    components: [{ type: 'BODY', text: 'Today {{1}} sells at Rs {{2}} a quintal.' }],
  },
  {
    id: '1000000000000004',
    name: 'seed_offer',
    language: 'en',
    status: 'REJECTED',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    components: [{ type: 'BODY', text: 'Seeds at half price for {{1}}!' }],
  },
  {
    id: '1000000000000005',
    name: 'reservation_confirmation',
    language: 'en',
    status: 'APPROVED',
    category: 'UTILITY',
    parameter_format: 'NAMED',
    components: [{ type: 'BODY', text: 'Your booking for {{number_of_guests}} on {{day}} is confirmed.' }],
  },
  {
    id: '1000000000000006',
    name: 'field_day_photo',
    language: 'en',
    status: 'APPROVED',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    components: [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://example.invalid/a.jpg'] } },
      { type: 'BODY', text: 'See you at the field day, {{1}}.' },
    ],
  },
  {
    id: '1000000000000007',
    name: 'welcome',
    language: 'en',
    status: 'APPROVED',
    category: 'UTILITY',
    parameter_format: 'POSITIONAL',
    components: [{ type: 'BODY', text: 'Welcome to the FPO on WhatsApp.' }],
  },
];

const fbtrace = () => randomBytes(8).toString('base64url');

/** An error body as the Graph API writes it. */
export const graphError = (code: number, message: string, details?: string, type = 'OAuthException') => ({
  error: {
    message,
    type,
    code,
    ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
    fbtrace_id: fbtrace(),
  },
});

export const startCloudApiStandIn = async ({
  templates = standInTemplates(),
  token = 'EAAJB-stand-in-token',
  phoneNumberId = '106540352242922',
  businessAccountId = '102290129340398',
  appSecret = 'c0ffee00c0ffee00c0ffee00c0ffee00',
  verifyToken = 'sangam-verify-token',
}: {
  templates?: StandInTemplate[];
  token?: string;
  phoneNumberId?: string;
  businessAccountId?: string;
  appSecret?: string;
  verifyToken?: string;
} = {}) => {
  const requests: RecordedRequest[] = [];
  const sent: { id: string; to: string; template: string; language: string; parameters: string[] }[] = [];
  /** Numbers (digits with country code) the API answers 131026 for. */
  const undeliverable = new Set<string>();
  const script: ScriptedAnswer[] = [];

  const answer = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const listTemplates = (url: URL, res: http.ServerResponse) => {
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 25) || 25, 1000);
    const status = url.searchParams.get('status');
    const chosen = status ? templates.filter((t) => t.status === status.toUpperCase()) : templates;
    const after = url.searchParams.get('after');
    const start = after ? Number(Buffer.from(after, 'base64url').toString()) : 0;
    const page = chosen.slice(start, start + limit);
    const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
    const more = start + limit < chosen.length;
    const next = new URL(url);
    next.searchParams.set('after', cursor(start + limit));
    answer(res, 200, {
      data: page,
      paging: {
        cursors: { before: cursor(start), after: cursor(start + page.length) },
        ...(more ? { next: next.toString() } : {}),
      },
    });
  };

  const sendMessage = (body: unknown, res: http.ServerResponse) => {
    const message = body as {
      messaging_product?: unknown;
      to?: unknown;
      type?: unknown;
      template?: {
        name?: unknown;
        language?: { code?: unknown };
        components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
      };
    } | null;
    if (message?.messaging_product !== 'whatsapp')
      return answer(res, 400, graphError(100, '(#100) The parameter messaging_product is required.'));
    if (typeof message.to !== 'string' || !/^\d{8,15}$/.test(message.to))
      return answer(
        res,
        400,
        graphError(131009, '(#131009) Parameter value is not valid', 'Recipient phone number is not valid'),
      );
    if (message.type !== 'template' || !message.template)
      return answer(res, 400, graphError(100, '(#100) Invalid parameter', 'Only template messages here'));
    if (undeliverable.has(message.to))
      return answer(
        res,
        400,
        graphError(131026, '(#131026) Message undeliverable', 'The recipient cannot receive this message'),
      );
    const name = message.template.name;
    const language = message.template.language?.code;
    const template = templates.find((t) => t.name === name && t.language === language);
    if (!template || template.status !== 'APPROVED')
      return answer(
        res,
        400,
        graphError(
          132001,
          '(#132001) Template name does not exist in the translation',
          `template name (${String(name)}) does not exist in ${String(language)}`,
        ),
      );
    const body_ = template.components.find((c) => c.type === 'BODY');
    const expected = new Set(String(body_?.text ?? '').match(/\{\{\s*\w+\s*\}\}/g) ?? []).size;
    const parameters = (message.template.components ?? [])
      .filter((c) => c.type === 'body')
      .flatMap((c) => c.parameters ?? [])
      .map((p) => String(p.text ?? ''));
    if (parameters.length !== expected)
      return answer(
        res,
        400,
        graphError(
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
          `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${expected})`,
        ),
      );
    const id = `wamid.${randomBytes(24).toString('base64')}`;
    sent.push({ id, to: message.to, template: String(name), language: String(language), parameters });
    answer(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id, message_status: 'accepted' }],
    });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization: req.headers.authorization,
        body,
      });
      const scripted = script.shift();
      if (scripted === 'hang') return;
      if (scripted === 'drop') return req.socket.destroy();
      if (scripted) {
        res.writeHead(scripted.status, {
          'content-type': scripted.raw === undefined ? 'application/json' : 'text/html',
          ...scripted.headers,
        });
        return res.end(scripted.raw ?? JSON.stringify(scripted.body ?? {}));
      }
      if (req.headers.authorization !== `Bearer ${token}`)
        return answer(res, 401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'), {
          'www-authenticate': 'OAuth "Facebook Platform" "invalid_token"',
        });
      const [version, node, edge, ...rest] = url.pathname.split('/').filter(Boolean);
      if (version !== GRAPH_API_VERSION || rest.length)
        return answer(res, 400, graphError(2500, 'Unknown path components', undefined, 'OAuthException'));
      if (req.method === 'GET' && edge === 'message_templates' && node === businessAccountId)
        return listTemplates(new URL(req.url ?? '/', `http://${req.headers.host}`), res);
      if (req.method === 'POST' && edge === 'messages' && node === phoneNumberId)
        return sendMessage(body, res);
      answer(
        res,
        400,
        graphError(
          100,
          `Unsupported ${req.method?.toLowerCase()} request. Object with ID '${node}' does not exist`,
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const settings: CloudApiSettings = {
    token,
    phoneNumberId,
    businessAccountId,
    appSecret,
    verifyToken,
    apiUrl: url,
  };

  /** A `messages` webhook delivery for our number, as Meta sends it, with its signature. */
  const webhook = (value: Record<string, unknown>) => {
    const rawBody = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: businessAccountId,
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
                ...value,
              },
              field: 'messages',
            },
          ],
        },
      ],
    });
    return { rawBody, signature: signCloudApiWebhook(rawBody, appSecret) };
  };

  return {
    url,
    settings,
    /** The same settings as a deployment's environment. */
    env: {
      WHATSAPP_TOKEN: token,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_BUSINESS_ACCOUNT_ID: businessAccountId,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
      WHATSAPP_API_URL: url,
    },
    templates,
    requests,
    sent,
    undeliverable,
    /** The next request gets this answer instead of the usual one ('hang': none; 'drop': the connection closes). */
    answerNext: (scripted: ScriptedAnswer) => script.push(scripted),
    webhook,
    /** A status update of a message we sent; `timestamp` in Unix seconds. */
    statusWebhook: ({
      id,
      status,
      recipient = '919845012345',
      timestamp = 1_750_000_000,
      reference,
      error,
    }: {
      id: string;
      status: string;
      recipient?: string;
      timestamp?: number;
      reference?: string;
      error?: { code: number; title: string; details?: string };
    }) =>
      webhook({
        statuses: [
          {
            id,
            status,
            timestamp: String(timestamp),
            recipient_id: recipient,
            ...(reference ? { biz_opaque_callback_data: reference } : {}),
            ...(status === 'failed' && error
              ? {
                  errors: [
                    {
                      code: error.code,
                      title: error.title,
                      message: error.title,
                      ...(error.details ? { error_data: { details: error.details } } : {}),
                    },
                  ],
                }
              : {
                  pricing: { billable: true, pricing_model: 'PMP', category: 'utility', type: 'regular' },
                }),
          },
        ],
      }),
    /** A text a farmer sent; `replyTo` the id of our message they answered. */
    inboundWebhook: ({
      from = '919845012345',
      name = 'Ramesh',
      id = `wamid.${randomBytes(12).toString('base64')}`,
      text,
      replyTo,
      timestamp = 1_750_000_100,
    }: {
      from?: string;
      name?: string;
      id?: string;
      text: string;
      replyTo?: string;
      timestamp?: number;
    }) =>
      webhook({
        contacts: [{ profile: { name }, wa_id: from }],
        messages: [
          {
            from,
            id,
            timestamp: String(timestamp),
            type: 'text',
            text: { body: text },
            ...(replyTo ? { context: { from: '15550783881', id: replyTo } } : {}),
          },
        ],
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type CloudApiStandIn = Awaited<ReturnType<typeof startCloudApiStandIn>>;
