/**
 * Where a message's compiled catalogue part travels (npm run i18n -- compile writes one file per language
 * and area: packages/domain/src/i18n/compiled/<language>-<area>.json; the portal loads the parts with
 * the domain's loadCatalogue and loadCatalogueArea). A namespace's messages go with the code that formats
 * them: the portal's first screen and the page around it ('first', loaded before the first render), the
 * screens loaded on demand ('screens', loaded with any such screen's code, the header's and the api's),
 * or the server alone ('server', never sent to a browser). The portal's build checks this map against the bundle (scripts/messageSources.ts:
 * checkCatalogueAreas): a namespace the first load formats must be 'first', and a 'server' one must not
 * reach the browser at all (the ui's words go by word: firstWords, and a few namespaces' messages by key:
 * firstMessageKeys). A namespace not named here is 'first', which is always safe.
 */
export type CatalogueArea = 'first' | 'screens' | 'server';

const namespacesOf: Readonly<Record<Exclude<CatalogueArea, 'first'>, readonly string[]>> = {
  screens: [
    'apiError',
    'app',
    'ariaStrings',
    'awardRefusal',
    'awards',
    'awardValue',
    'basket',
    'console',
    'consoleDeliveries',
    'consoleComments',
    'consoleText',
    'contentEdit',
    'csv',
    'dob',
    'feed',
    'flow',
    'form',
    'import',
    'importJob',
    'importsConsole',
    'insights',
    'insightsChart',
    'insightsScreen',
    'insightsWord',
    'memberStatus',
    'menu',
    'message',
    'milestone',
    'nominationReview',
    'nominationReviewLabel',
    'otp',
    'phrase',
    'picker',
    'pinChannel',
    'push',
    'recipients',
    'recognition',
    'reportRefusal',
    'shop',
    'statement',
    'ui',
    'wall',
    'whatsapp',
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
 * The messages of a 'screens' namespace that travel in the first part all the same: those a first screen
 * shows (Hello's validation, 'Loading...', the error dialog, a text field's counter, the tab's titles the
 * routes name). The code declares them apart (packages/domain/src/firstMessages.ts,
 * packages/ui/src/theme/fieldPhrases.ts, app/src/shared/appTitles.ts …), and the build
 * fails on a module the first load runs that declares any other key of these namespaces.
 */
export const firstMessageKeys: Readonly<Record<string, readonly string[]>> = {
  app: ['titles'],
  consoleComments: ['heading'],
  message: [
    'dataRequestError',
    'dataUnexpectedError',
    'loading',
    'notAllowedChoice',
    'passwordHint',
    'pleaseNote',
    'required',
    'tooLong',
  ],
  flow: ['throttled'],
  phrase: ['charactersRemaining'],
};

/** The ui's words: their ids are made at run time from their English (`word.Log in`: useWords). */
export const wordNamespace = 'word';

/**
 * The words the first part carries: those the first load's code names (Hello, the page around a screen;
 * the header and footer load with the screens' part). The build checks the list against the bundle: it
 * fails on a word the early code names that is not here, and warns of one here that it no longer names.
 * Every other word is in the screens' part.
 */
export const firstWords: readonly string[] = [
  'About',
  'Disclaimer',
  'Dismiss',
  'Forgot password?',
  'Home',
  'Log in',
  'Mobile number',
  'OK',
  'Password',
  'Register',
  'Skip to content',
  'Terms',
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
  const key = id.slice(namespace.length + 1);
  if (namespace === wordNamespace) return firstWordSet.has(key) ? 'first' : 'screens';
  if (firstMessageKeys[namespace]?.includes(key.split('.')[0] ?? '')) return 'first';
  return areaOfNamespace(namespace);
}
