import { consoleMessages, importMessages } from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { Member } from '../entities';
import * as fx from './fixtures';

/**
 * The demo server's CSV imports: administrators only, as the server. Every file is answered with the
 * members report of the fixtures (two rows refused), named as the upload: a dry run writes nothing, Apply
 * writes nothing while a row is refused, and applying the accepted rows only writes them.
 */
export function importAnswer(
  caller: Member,
  body: RequestOf<'adminImport'>,
): ResponseOf<'adminImport'> | Response {
  if (!caller.isAdminReports)
    return HttpResponse.json({ message: consoleMessages.adminOnly }, { status: 403 });
  if ((body.images ?? []).length > 0 && body.importer !== 'products')
    return HttpResponse.json(
      {
        message: importMessages.imagesOnlyForProducts,
        formErrors: { images: importMessages.imagesOnlyForProducts },
      },
      { status: 400 },
    );
  const named = { importer: body.importer, fileName: body.fileName, mode: body.mode };
  if (body.mode === 'dryRun') return { ...fx.adminImport, ...named };
  if (body.mode === 'apply')
    return { ...fx.adminImport, ...named, message: importMessages.refusedNothingWritten };
  return { ...fx.adminImportApplied, ...named };
}

export function importersAnswer(caller: Member): ResponseOf<'adminImporters'> | Response {
  if (!caller.isAdminReports)
    return HttpResponse.json({ message: consoleMessages.adminOnly }, { status: 403 });
  return fx.adminImporters;
}
