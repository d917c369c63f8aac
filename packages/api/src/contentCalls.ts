import { contentTextMax, contentTitleMax, operationReasonMax } from '@plaudit/domain';
import { z } from 'zod/mini';
import { dataset, emptyRequest } from './codecs';

/**
 * (ours) The operator console's content editor: every content block with its current text, and
 * saving one (sanitised on save as on display), administrators only (apiAccess). `contract.ts` lists them.
 */

const text = (max: number) => z.string().check(z.maxLength(max));

/** A content block as the editor shows it: its key, title and HTML as stored. */
export const contentBlockRow = z.object({
  key: z.string(),
  title: z.string(),
  content: z.string(),
});
export type ContentBlockRow = z.output<typeof contentBlockRow>;

export const adminContentRequest = emptyRequest;
export const adminContentResponse = z.object({ blocks: dataset(contentBlockRow) });

/** A block's new title and HTML, and the reason the audit log keeps. */
export const adminSaveContentRequest = z.object({
  key: text(64),
  title: text(contentTitleMax),
  content: text(contentTextMax),
  reason: text(operationReasonMax),
});
/**
 * The block as stored now; `removed` names what the sanitiser took out of the text (empty when nothing),
 * `changed` is false when the block already said this (nothing was written).
 */
export const adminSaveContentResponse = z.object({
  message: z.string(),
  block: contentBlockRow,
  removed: z.array(z.string()),
  changed: z.boolean(),
});

/** The calls, as contract.ts lists them. */
export const contentCalls = {
  adminContent: {
    path: '/api/admin/content',
    access: 'member',
    area: 'admin',
    request: adminContentRequest,
    response: adminContentResponse,
  },
  adminSaveContent: {
    path: '/api/admin/savecontent',
    access: 'member',
    area: 'admin',
    request: adminSaveContentRequest,
    response: adminSaveContentResponse,
  },
} as const;
