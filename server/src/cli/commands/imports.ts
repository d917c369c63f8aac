import type { Command } from 'commander';
import {
  budgetImporter,
  clusterImporter,
  divisionImporter,
  memberImporter,
  recommendationImporter,
} from '../../admin/importers.ts';
import { voucherCodeImporter } from '../../admin/shopImporters.ts';
import type { CommandContext } from '../context.ts';
import { importCommand } from '../importCommand.ts';

/**
 * The CSV imports. Products with their categories and promo codes would be one more importCommand each.
 */
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
    voucherCodeImporter,
    'add voucher codes to products’ pools, then fulfil pending order lines oldest first (each with its SMS)',
  );
}
