import { whatsAppMessages, type NominationDecision } from '@plaudit/domain';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { OutboxTemplate } from '../db/schema.ts';
import { inLanguage } from '../i18n/language.ts';
import { serverDir } from '../paths.ts';

/**
 * The WhatsApp templates (issue 37), kept as files in server/whatsapp-templates: one per template, with its
 * words in each language WhatsApp offers of the portal's. Meta must approve a template before it is sent;
 * the command line's `whatsapp-templates` prints them in the shape Meta's template API takes.
 */

/**
 * The portal's languages WhatsApp offers templates in. isiXhosa (xh) is not among Meta's template
 * languages: a member who reads the portal in isiXhosa gets the English template.
 */
export const whatsAppLanguages = ['en', 'af', 'zu'] as const;
export type WhatsAppLanguage = (typeof whatsAppLanguages)[number];

/** The template language for a member's language: their own when WhatsApp offers it, else English. */
export function templateLanguage(language: string | null | undefined): WhatsAppLanguage {
  return whatsAppLanguages.find((code) => code === language) ?? 'en';
}

const placeholders = (body: string) =>
  [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));

const utilitySchema = z.object({
  name: z.string().regex(/^[a-z0-9_]+$/),
  category: z.literal('UTILITY'),
  description: z.string(),
  languages: z.record(z.enum(whatsAppLanguages), z.object({ body: z.string().min(1) })),
  example: z.array(z.string()).min(1),
});
const authenticationSchema = z.object({
  name: z.string().regex(/^[a-z0-9_]+$/),
  category: z.literal('AUTHENTICATION'),
  description: z.string(),
  codeExpirationMinutes: z.number().int().min(1).max(90),
  languages: z.record(z.enum(whatsAppLanguages), z.object({ button: z.string().min(1).max(25) })),
  example: z.tuple([z.string()]),
});
const templateSchema = z.discriminatedUnion('category', [utilitySchema, authenticationSchema]);
export type TemplateFile = z.infer<typeof templateSchema>;

export const templatesDir = join(serverDir, 'whatsapp-templates');

/** Reads and checks every template file: an English version each, numbered parameters 1…n in order. */
export function loadTemplates(dir = templatesDir): TemplateFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const template = templateSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')), {
        reportInput: false,
      });
      if (`${template.name}.json` !== file)
        throw new Error(`${file}: its name is ${template.name}`);
      if (!template.languages.en) throw new Error(`${file}: no English version`);
      if (template.category === 'UTILITY')
        for (const [language, version] of Object.entries(template.languages)) {
          const numbers = placeholders(version.body);
          const expected = template.example.map((_, i) => i + 1);
          if ([...new Set(numbers)].sort((a, b) => a - b).join() !== expected.join())
            throw new Error(
              `${file} (${language}): parameters must be {{1}}…{{${expected.length}}}`,
            );
        }
      return template;
    });
}

/** One template in one language as Meta's template API takes it (POST /{WABA id}/message_templates). */
export type MetaTemplate = {
  name: string;
  language: string;
  category: 'UTILITY' | 'AUTHENTICATION';
  components: Record<string, unknown>[];
};

/** Every template in every language it has, in the shape Meta's template API takes. */
export function metaTemplates(templates: readonly TemplateFile[]): MetaTemplate[] {
  return templates.flatMap((template) =>
    whatsAppLanguages.flatMap((language): MetaTemplate[] => {
      if (template.category === 'AUTHENTICATION') {
        const version = template.languages[language];
        if (!version) return [];
        return [
          {
            name: template.name,
            language,
            category: 'AUTHENTICATION',
            components: [
              { type: 'BODY', add_security_recommendation: true },
              { type: 'FOOTER', code_expiration_minutes: template.codeExpirationMinutes },
              {
                type: 'BUTTONS',
                buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: version.button }],
              },
            ],
          },
        ];
      }
      const version = template.languages[language];
      if (!version) return [];
      return [
        {
          name: template.name,
          language,
          category: 'UTILITY',
          components: [
            { type: 'BODY', text: version.body, example: { body_text: [template.example] } },
          ],
        },
      ];
    }),
  );
}

/** The templates the outbox sends, by what the message is. */
export const templateNames = {
  pin: 'plaudit_pin',
  recognition: 'plaudit_recognition',
  voucherCodes: 'plaudit_voucher_codes',
  nominationOutcome: 'plaudit_nomination_outcome',
} as const;

/**
 * A template in the member's language (English where WhatsApp offers none of theirs), its parameters
 * written in the template's language.
 */
function templateIn(
  name: string,
  language: string | null | undefined,
  parameters: () => string[],
): OutboxTemplate {
  const template = templateLanguage(language);
  return { name, language: template, parameters: inLanguage(template, parameters) };
}

/** "{giver} sent you a {award} with {points} points", the award named in the template's language. */
export const recognitionTemplate = (
  language: string | null | undefined,
  award: {
    programmeName: string;
    giver: string;
    award: () => string;
    points: number;
    portalUrl: string;
  },
): OutboxTemplate =>
  templateIn(templateNames.recognition, language, () => [
    award.programmeName,
    award.giver,
    award.award(),
    String(award.points),
    award.portalUrl,
  ]);

/** "The voucher codes of your order are ready" (the codes themselves only in the portal). */
export const voucherCodesTemplate = (
  language: string | null | undefined,
  order: { programmeName: string; orderNum: string; portalUrl: string },
): OutboxTemplate =>
  templateIn(templateNames.voucherCodes, language, () => [
    order.programmeName,
    order.orderNum,
    order.portalUrl,
  ]);

/** A nomination's outcome for its nominator, the outcome's word in the template's language. */
export const nominationOutcomeTemplate = (
  language: string | null | undefined,
  outcome: {
    programmeName: string;
    value: string;
    decision: NominationDecision;
    portalUrl: string;
  },
): OutboxTemplate =>
  templateIn(templateNames.nominationOutcome, language, () => [
    outcome.programmeName,
    outcome.value,
    whatsAppMessages.outcome(outcome.decision),
    outcome.portalUrl,
  ]);

/**
 * The message endpoint's body for a template message to a number (E.164, sent without its '+'). An
 * authentication template also gives its copy-code button the pin.
 */
export function templateMessageBody(to: string, template: OutboxTemplate): Record<string, unknown> {
  const body = {
    type: 'body',
    parameters: template.parameters.map((text) => ({ type: 'text', text })),
  };
  const components: Record<string, unknown>[] = [body];
  if (template.name === templateNames.pin)
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: template.parameters[0] ?? '' }],
    });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: { name: template.name, language: { code: template.language }, components },
  };
}

/** The message endpoint's body for a text message (only within a conversation the member began). */
export function textMessageBody(to: string, body: string): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'text',
    text: { body, preview_url: true },
  };
}
