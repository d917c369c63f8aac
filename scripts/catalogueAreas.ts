/**
 * Where a message's compiled catalogue part travels (npm run i18n -- compile writes one file per language
 * and area: packages/domain/src/i18n/compiled/<language>-<area>.json; the portal loads the parts with
 * the domain's loadCatalogue and loadCatalogueArea). A namespace's messages go with the code that formats
 * them: the portal's first screen and shell ('first', loaded before the first render), the screens loaded
 * on demand ('screens', loaded with any such screen's code), or the server alone ('server', never sent
 * to a browser). The portal's build checks this map against the bundle (scripts/messageSources.ts:
 * checkCatalogueAreas): a namespace the first load formats must be 'first', and a 'server' one must not
 * reach the browser at all. A namespace not named here is 'first', which is always safe.
 */
export type CatalogueArea = 'first' | 'screens' | 'server';

const namespacesOf: Readonly<Record<Exclude<CatalogueArea, 'first'>, readonly string[]>> = {
  screens: [
    'consoleText',
    'contentEdit',
    'csv',
    'import',
    'importJob',
    'importsConsole',
    'insights',
    'insightsChart',
    'insightsScreen',
    'insightsWord',
    'memberStatus',
    'nominationReview',
    'nominationReviewLabel',
    'recipients',
  ],
  server: [
    'account',
    'error',
    'fulfilment',
    'idempotency',
    'messageLimit',
    'operations',
    'outbox',
    'profile',
    'server',
    'site',
    'statementEntry',
  ],
};

/**
 * Namespaces whose messages the browser formats by an id made at run time (a word's id is its English),
 * which no declaration in the bundle shows: they stay 'first'.
 */
export const namespacesFormattedById: readonly string[] = ['word'];

const areaByNamespace = new Map<string, CatalogueArea>(
  Object.entries(namespacesOf).flatMap(([area, names]) =>
    names.map((name) => [name, area as CatalogueArea] as const),
  ),
);

/** The area of a namespace ('first' unless named). */
export const areaOfNamespace = (namespace: string): CatalogueArea =>
  areaByNamespace.get(namespace) ?? 'first';

/** The area of a message by its id (`namespace.key`). */
export const areaOfMessage = (id: string): CatalogueArea =>
  areaOfNamespace(id.slice(0, id.indexOf('.')));
