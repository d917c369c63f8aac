import { dirname } from 'node:path';
import type { Command } from 'commander';
import {
  budgetImporter,
  clusterImporter,
  divisionImporter,
  memberImporter,
  recommendationImporter,
} from '../../admin/importers.ts';
import { categoryImporter, productImporter, promoCodeImporter } from '../../admin/shopImporters.ts';
import { voucherCodeImporter } from '../../admin/voucherCodeImporter.ts';
import { defaultPortalUrl, defaultProgrammeName } from '../../settings.ts';
import type { CommandContext } from '../context.ts';
import { importCommand } from '../importCommand.ts';

/** The CSV imports (server/README.md "The admin command line"). */
export function registerImports(program: Command, context: CommandContext): void {
  importCommand(
    program,
    context,
    clusterImporter,
    'add or update clusters (countries) by code, with their shop currency settings',
  );
  importCommand(
    program,
    context,
    divisionImporter,
    'add or update divisions (stores, practices) by code, each in a cluster',
  );
  importCommand(
    program,
    context,
    memberImporter,
    'pre-load members by cell number (normalised in the division’s country), so they can register',
  );
  importCommand(
    program,
    context,
    budgetImporter,
    'grant managers recognition budget through the ledger, once per reference',
  );
  importCommand(
    program,
    context,
    recommendationImporter,
    'import recommendation transactions by transId, crediting members’ points through the ledger',
  );
  importCommand(
    program,
    context,
    // The fulfilled orders' SMS name the programme as the server's do (PROGRAMME_NAME).
    () =>
      voucherCodeImporter({
        programmeName: process.env.PROGRAMME_NAME || defaultProgrammeName,
        portalUrl: process.env.PORTAL_URL || defaultPortalUrl,
      }),
    'add voucher codes to products’ pools, then fulfil pending order lines oldest first (each with its SMS)',
  );
  importCommand(
    program,
    context,
    categoryImporter,
    'add shop category leaves (cat1 / cat2 / cat3) by their names within a cluster, or change their order',
  );
  importCommand(
    program,
    context,
    (options, file) =>
      productImporter(typeof options.images === 'string' ? options.images : dirname(file)),
    'add or update shop products by code within a cluster, each in an imported category, with images from a folder (made 100 × 100)',
    [
      {
        flags: '--images <folder>',
        description: 'where the image column’s files are (default: the CSV file’s folder)',
      },
    ],
  );
  importCommand(
    program,
    context,
    promoCodeImporter,
    'add or update promo codes by code: percent or fixed amount off, valid from and to a day, with use limits',
  );
}
