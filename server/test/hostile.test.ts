import { callNames, contract } from '@plaudit/api/contract';
import { mayCall, type RoleSource } from '@plaudit/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../src/ledger/ledger.ts';
import { ownedFingerprint } from './checksums.ts';
import { demo, login, useTestServer } from './harness.ts';

/**
 * Hostile input (OWASP ASVS V1/V2): thousands of malformed requests across every /api call, by every kind
 * of caller. None may end in a 5xx, and none may move a point or write a row of the tables that hold
 * what members own.
 */

/** The field names a call's request schema knows, so that bodies hit its own fields with bad values. */
function fieldsOf(name: (typeof callNames)[number]): string[] {
  const schema = contract[name].request as unknown as { _zod?: { def?: { shape?: object } } };
  return Object.keys(schema._zod?.def?.shape ?? {});
}

const nasty = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  'zero\u200Bwidth',
  '\uD800',
  '\uDFFF\uD800',
  '💥'.repeat(40),
  "' or 1=1 --",
  "'; drop table members; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://x")',
  '../../etc/passwd',
  'div:',
  'div:ZA-JHB-PAWS\u0000',
  '0.',
  '0.1',
  'all_shops:',
  '__proto__',
  'x'.repeat(100_000),
];
const numbers = [
  -1,
  0,
  0.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...nasty), weight: 6 },
  fc.constantFrom(...numbers),
  fc.constantFrom(true, false, null),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.constantFrom(...nasty, ...numbers), { maxLength: 5 }),
  fc.constant(Array.from({ length: 10_000 }, (_, i) => String(i))),
  fc.constant({ __proto__: { isAdminReports: true } }),
  fc.constant(JSON.parse('{"__proto__": {"isManager": true}}') as unknown),
  fc.constant({ constructor: { prototype: { isAdminReports: true } } }),
  fc.anything({ maxDepth: 3 }),
);

/**
 * Bodies that pass the contract, for the calls whose rules go deepest: one field at a time is made hostile,
 * so the bad value reaches the call's own rules and the database rather than stopping at the parser.
 * A Shout Out moves no points: one that still passes writes an award but leaves the ledger alone.
 */
const validBodies: Record<string, Record<string, unknown>> = {
  '/api/member/login': { memberNumber: '0820000003', password: 'wrong-password-1' },
  '/api/site/getmemberlist': { divisionCode: 'ZA-JHB-PAWS', search: 'ayanda', includeSelf: false },
  '/api/site/getcontentdb': { contentKey: 'terms', isCache: true },
  '/api/member/getmemberdata': {},
  '/api/reward/doreward': {
    what: 'thankyou',
    reason: 'Thank You!',
    points: 0,
    message: 'Thank you!',
    sendBy: 'sms',
    recipients: ['div:ZA-JHB-PAWS'],
  },
};

/** A body as JSON text, or raw text that is not the JSON it claims to be. */
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

function bodies(
  path: string,
  fields: string[],
): fc.Arbitrary<{ text: string; contentType?: string }> {
  const json = (value: unknown) => ({ text: JSON.stringify(value) ?? 'null' });
  const valid = validBodies[path];
  const oneFieldBad = valid
    ? fc
        .tuple(fc.constantFrom(...fields, 'extra'), hostileValue)
        .map(([field, value]) => json({ ...valid, [field]: value }))
    : fc.constant(json({}));
  const ownFields =
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), hostileValue, { minKeys: 1 }).map((o) => json(o))
      : fc.constant(json({ unexpected: 'field' }));
  return fc.oneof(
    { arbitrary: ownFields, weight: 4 },
    { arbitrary: oneFieldBad, weight: valid ? 4 : 0 },
    { arbitrary: fc.dictionary(fc.string(), hostileValue).map(json), weight: 1 },
    { arbitrary: hostileValue.map(json), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        { text: '{"memberNumber":' },
        { text: '{"a":1,}' },
        { text: "{'a': 1}" },
        { text: '\u0000' },
        { text: deep(5_000) },
        { text: deepObject(5_000) },
        { text: '{"__proto__":{"isAdminReports":true}}' },
        { text: '{"constructor":{"prototype":{"isManager":true}}}' },
        { text: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
        { text: '<a/>', contentType: 'application/xml' },
        { text: 'memberNumber=1&password=2', contentType: 'application/x-www-form-urlencoded' },
        { text: '{}', contentType: 'text/plain' },
        { text: '{}', contentType: 'multipart/form-data' },
        { text: '{}', contentType: 'application/json; charset=utf-16' },
        { text: '', contentType: 'application/json' },
      ),
      weight: 1,
    },
  );
}

const runs = Number(process.env.HOSTILE_RUNS ?? 10_000);

describe('hostile input', () => {
  // The callers log in again after a hostile logout, which hostile logins must not have locked out.
  const server = useTestServer('pglite', {
    loginRateLimit: { perNumberAndAddress: 1_000_000, perNumber: 1_000_000, perAddress: 1_000_000 },
  });

  it(`answers ${runs.toLocaleString('en')} malformed requests across every /api call without a 5xx, and changes nothing members own`, async () => {
    // Each caller with the flags apiAccess judges them by (the demo's administrator is a manager too),
    // logged in again whenever a hostile logout has ended their session.
    const callers: { cell?: string; token?: string; flags: RoleSource }[] = [
      { flags: null },
      { cell: demo.member, flags: { isManager: false, isAdminReports: false } },
      { cell: demo.manager, flags: { isManager: true, isAdminReports: false } },
      { cell: demo.admin, flags: { isManager: true, isAdminReports: true } },
    ];
    for (const caller of callers)
      if (caller.cell) caller.token = await login(server.app, caller.cell);
    const before = await ownedFingerprint(server.db);
    const calls = callNames.map((name) => ({ path: contract[name].path, fields: fieldsOf(name) }));
    const statuses = new Map<number, number>();
    // The answers to callers the call's own rule lets in: a caller it does not is refused before the body.
    const allowedStatuses = new Map<number, number>();
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...calls)
          .chain((call) =>
            fc.tuple(
              fc.constant(call.path),
              bodies(call.path, call.fields),
              fc.constantFrom(...callers),
            ),
          ),
        async ([path, body, caller]) => {
          const { token, flags } = caller;
          const response = await server.app.inject({
            method: 'POST',
            url: path,
            payload: body.text,
            headers: {
              'content-type': body.contentType ?? 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (mayCall(path, flags))
            allowedStatuses.set(
              response.statusCode,
              (allowedStatuses.get(response.statusCode) ?? 0) + 1,
            );
          else if (flags !== null)
            expect([401, 403], `${path} ${body.text.slice(0, 80)}`).toContain(response.statusCode);
          if (response.statusCode === 401 && caller.cell)
            caller.token = await login(server.app, caller.cell);
          if (response.statusCode >= 500)
            failures.push(`${path} ${body.text.slice(0, 120)} -> ${response.body}`);
          // Every refusal says why in words.
          if (response.statusCode >= 400)
            expect(typeof (response.json() as { message?: unknown }).message).toBe('string');
          expect(
            response.statusCode,
            `${path} ${body.text.slice(0, 200)} -> ${response.body}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: runs, seed: Number(process.env.HOSTILE_SEED ?? 20261123) },
    );
    expect(failures).toEqual([]);
    expect(await ownedFingerprint(server.db)).toBe(before);
    expect(await checkLedger(server.db)).toMatchObject({ ok: true });
    // The run reached the calls' own rules, not only the parser, for the callers they let in.
    const allowed = [...allowedStatuses.values()].reduce((sum, n) => sum + n, 0);
    expect(allowed).toBeGreaterThan(runs / 3);
    expect(allowedStatuses.get(400) ?? 0).toBeGreaterThan(allowed / 2);
  }, 300_000);
});
