import type { Command } from 'commander';
import { loadTemplates, metaTemplates } from '../../whatsapp/templates.ts';
import type { CommandContext } from '../context.ts';

/**
 * Prints the WhatsApp templates (server/whatsapp-templates) as Meta's template API takes them, one JSON
 * object a line: an operator submits each to POST /{WhatsApp Business Account id}/message_templates.
 */
export function registerWhatsAppCommands(program: Command, context: CommandContext): void {
  program
    .command('whatsapp-templates')
    .description(
      "print the WhatsApp templates in the shape Meta's template API takes (one per language; isiXhosa uses English)",
    )
    .action(() => {
      for (const template of metaTemplates(loadTemplates())) context.out(JSON.stringify(template));
    });
}
