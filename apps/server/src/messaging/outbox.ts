import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  invalidNumber,
  readTemplate,
  renderTemplateBody,
  toWhatsAppNumber,
  type MessagingProvider,
  type MessagingTemplate,
  type SendResult,
} from './provider.ts';
import sampleTemplates from './sample-templates.json' with { type: 'json' };

/**
 * The local outbox (decision D4), the default when the WHATSAPP_* settings are unset: the sample
 * templates of sample-templates.json, and every message written as a JSON file under
 * DATA_DIR/whatsapp-outbox/ instead of leaving the machine, as mail goes to DATA_DIR/mail (T5). It
 * refuses what the Cloud API would (a number that is not an Indian mobile, a template that is not
 * approved in that language, the wrong number of parameters), so a newcomer meets the same answers.
 */

export const whatsappOutboxFolder = (dataDir: string) => path.join(dataDir, 'whatsapp-outbox');

/** One message as the outbox keeps it. */
export type OutboxMessage = {
  note: string;
  id: string;
  createdAt: string;
  /** +919845012345 */
  to: string;
  template: string;
  language: string;
  category: string;
  parameters: string[];
  /** The body as the farmer would read it. */
  text: string;
  reference: string | null;
};

const NOTE = "Written by Sangam's local outbox: this message was not sent to WhatsApp.";

export const createOutboxProvider = ({
  dataDir,
  log,
  templates: rawTemplates = sampleTemplates.data,
}: {
  dataDir: string;
  log?: FastifyBaseLogger;
  /** Templates in the Cloud API's list shape; the sample templates unless given. */
  templates?: unknown[];
}): MessagingProvider => {
  const templates = rawTemplates.map(readTemplate).filter((t): t is MessagingTemplate => t !== null);
  const folder = whatsappOutboxFolder(dataDir);

  return {
    kind: 'outbox',
    listTemplates: async () => templates.map((template) => ({ ...template })),
    sendTemplate: async ({ to, template: name, language, parameters, reference }): Promise<SendResult> => {
      const number = toWhatsAppNumber(to);
      if (!number) return invalidNumber(to);
      const template = templates.find((t) => t.name === name && t.language === language);
      if (!template || template.status !== 'APPROVED')
        return {
          ok: false,
          reason: 'template_not_approved',
          code: 132001,
          detail: `No approved template ${name} in ${language}`,
        };
      if (!template.usable)
        return { ok: false, reason: 'refused', detail: `Template ${name} needs more than body parameters` };
      if (parameters.length !== template.parameterCount)
        return {
          ok: false,
          reason: 'refused',
          code: 132000,
          detail: `Template ${name} takes ${template.parameterCount} parameters, not ${parameters.length}`,
        };
      if (parameters.some((value) => value.trim() === ''))
        return { ok: false, reason: 'refused', code: 131008, detail: 'A template parameter is empty' };

      const id = `outbox.${randomUUID()}`;
      const createdAt = new Date();
      const message: OutboxMessage = {
        note: NOTE,
        id,
        createdAt: createdAt.toISOString(),
        to: `+${number}`,
        template: name,
        language,
        category: template.category,
        parameters,
        text: renderTemplateBody(template.body, parameters),
        reference: reference ?? null,
      };
      await fs.promises.mkdir(folder, { recursive: true });
      const file = path.join(
        folder,
        `${createdAt.toISOString().replaceAll(':', '-')}-${number}-${id.slice(7, 15)}.json`,
      );
      await fs.promises.writeFile(file, `${JSON.stringify(message, null, 2)}\n`);
      log?.info({ to: message.to, template: name, file }, 'WhatsApp message written to the outbox');
      return { ok: true, providerMessageId: id, to: message.to };
    },
    // Nothing outside this machine knows of these messages, so no one sends their statuses.
    parseWebhook: () => ({ ok: false, reason: 'not_configured' }),
    verifyWebhookSubscription: () => null,
  };
};

/** The outbox's messages, oldest first; for tests and the journeys, like mail/outbox.ts. */
export const readWhatsAppOutbox = (dataDir: string): OutboxMessage[] => {
  const folder = whatsappOutboxFolder(dataDir);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as OutboxMessage);
};
