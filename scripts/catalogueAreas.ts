/**
 * Where a message's compiled catalogue part travels (npm run i18n -- compile writes one file per language
 * and area: packages/domain/src/i18n/compiled/<language>-<area>.json; the portal loads the parts with
 * the domain's loadCatalogue and loadCatalogueArea). A namespace's messages go with the code that formats
 * them: the portal's first screen and shell ('first', loaded before the first render), the screens loaded
 * on demand ('screens', loaded with any such screen's code), or the server alone ('server', never sent
 * to a browser). The portal's build checks this map against the bundle (scripts/messageSources.ts:
 * checkCatalogueAreas): a namespace the first load formats must be 'first', and a 'server' one must not
 * reach the browser at all (the ui's words go by word: firstWords). A namespace not named here is 'first', which is always safe.
 */
export type CatalogueArea = 'first' | 'screens' | 'server';

const namespacesOf: Readonly<Record<Exclude<CatalogueArea, 'first'>, readonly string[]>> = {
  screens: [
    'consoleText',
    'consoleDeliveries',
    'contentEdit',
    'csv',
    'feed',
    'whatsapp',
    'import',
    'importJob',
    'importsConsole',
    'insights',
    'insightsChart',
    'insightsScreen',
    'insightsWord',
    'memberStatus',
    'milestone',
    'nominationReview',
    'nominationReviewLabel',
    'push',
    'recipients',
    'wall',
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

/** The ui's words: their ids are made at run time from their English (`word.Log in`: useWords). */
export const wordNamespace = 'word';

/**
 * The words the first part carries: those the first load's code names (Hello, the visitor's and member's
 * frame). The build checks the list against the bundle: it fails on a word the early code names that is
 * not here, and warns of one here that it no longer names. Every other word is in the screens' part.
 */
export const firstWords: readonly string[] = [
  'About',
  'About Us',
  'Adhoc',
  'Admin',
  'Balance',
  'Close',
  'Console',
  'Contact Us',
  'Content',
  'Cookie settings',
  'Disclaimer',
  'Dismiss',
  'Division',
  'Forgot password?',
  'Home',
  'How it Works',
  'Insights',
  'Log in',
  'Log Out',
  'Main',
  'Menu',
  'Message',
  'Mobile number',
  'My Basket',
  'My Orders',
  'My Profile',
  'My Rewards',
  'Nomination',
  'OK',
  'Orders',
  'Password',
  'Product',
  'Recommendations Report',
  'Redeem Rewards',
  'Register',
  'Send To All',
  'Skip to content',
  'slide',
  'Statement',
  'Terms',
  'to',
];

const areaByNamespace = new Map<string, CatalogueArea>(
  Object.entries(namespacesOf).flatMap(([area, names]) =>
    names.map((name) => [name, area as CatalogueArea] as const),
  ),
);

/** The area of a namespace ('first' unless named). */
export const areaOfNamespace = (namespace: string): CatalogueArea =>
  areaByNamespace.get(namespace) ?? 'first';

const firstWordSet = new Set(firstWords);

/** The area of a message by its id (`namespace.key`; a word's key is its English). */
export function areaOfMessage(id: string): CatalogueArea {
  const namespace = id.slice(0, id.indexOf('.'));
  if (namespace !== wordNamespace) return areaOfNamespace(namespace);
  return firstWordSet.has(id.slice(namespace.length + 1)) ? 'first' : 'screens';
}
