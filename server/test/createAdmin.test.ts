import { importMessages } from '@plaudit/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, members } from '../src/db/schema.ts';
import {
  demo,
  login,
  memberIdOf,
  post,
  runCli,
  testDatabases,
  useTestServer,
  type TestServer,
} from './harness.ts';

const createAdmin = (server: TestServer, args: string[], input = '') =>
  runCli(server, ['create-admin', ...args], input);

const flagsOf = async (server: TestServer, cellNational: string) => {
  const [row] = await server.db
    .select({
      isAdminReports: members.isAdminReports,
      isManager: members.isManager,
      registered: sql<boolean>`${members.registeredAt} is not null`,
    })
    .from(members)
    .where(eq(members.cellNational, cellNational));
  return row;
};

const memberCount = async (server: TestServer) =>
  (await server.db.select({ id: members.id }).from(members)).length;

/** The log's create-admin rows (none in the demo's history; the log is append-only). */
const auditRows = (server: TestServer) =>
  server.db.select().from(auditLog).where(eq(auditLog.action, 'member.create-admin'));

for (const kind of testDatabases) {
  describe(`create-admin on ${kind}`, () => {
    const server = useTestServer(kind);

    it("sets a pre-loaded member's flags and says what it did, keeping them unregistered", async () => {
      const before = await memberCount(server);
      const result = await createAdmin(server, ['--cell', '082 000 0099', '--manager']);
      expect(result.code).toBe(0);
      expect(result.text).toContain(
        'Sipho Dlamini (0820000099): isAdminReports N → Y, isManager N → Y.',
      );
      expect(result.text).toContain('Not registered yet');
      expect(await flagsOf(server, demo.notRegistered)).toEqual({
        isAdminReports: true,
        isManager: true,
        registered: false,
      });
      expect(await memberCount(server)).toBe(before);
      // The change is in the audit log, as the command line's, with the roles before and after.
      expect(await auditRows(server)).toEqual([
        expect.objectContaining({
          actorKind: 'cli',
          actorMemberId: null,
          targetMemberId: await memberIdOf(server, demo.notRegistered),
          before: { isManager: false, isAdmin: false },
          after: { isManager: true, isAdmin: true, registeredWithPassword: false },
          reason: importMessages.createAdminAuditReason,
        }),
      ]);
    });

    it('adds an unknown number to a division, registered with the password read from standard input', async () => {
      const result = await createAdmin(
        server,
        [
          '--cell',
          '0825559001',
          '--division',
          'ZA-JHB-PAWS',
          '--firstname',
          'Ada',
          '--surname',
          'Mokoena',
          '--password-stdin',
        ],
        'Kennels42x-Admin\n',
      );
      expect(result.code, result.text).toBe(0);
      expect(result.text).toContain(
        'Added Ada Mokoena (0825559001) to Paws & Claws Pet Shop, Sandton: isAdminReports Y, isManager N.',
      );
      expect(result.text).toContain('Registered with the password given');
      const token = await login(server.app, '0825559001', 'Kennels42x-Admin');
      const data = await post(server.app, '/api/member/getmemberdata', {}, { token });
      expect(data.json().memberData).toMatchObject({ isAdminReports: true, isManager: false });
      expect(await auditRows(server)).toEqual([
        expect.objectContaining({
          targetMemberId: await memberIdOf(server, '0825559001'),
          before: null,
          after: { isManager: false, isAdmin: true, registeredWithPassword: true },
        }),
      ]);
    });

    it('refuses, changing nothing: an unknown number without a division, an unknown division, a weak password, a registered member given a password', async () => {
      const before = await memberCount(server);
      const cases: [string[], string, RegExp][] = [
        [['--cell', '0825559002'], '', /^No member has cell number 0825559002/],
        [
          ['--cell', '0825559002', '--division', 'NOPE', '--firstname', 'A', '--surname', 'B'],
          '',
          /^Division NOPE is not on the programme/,
        ],
        [
          [
            '--cell',
            '0825559002',
            '--division',
            'ZA-JHB-PAWS',
            '--firstname',
            'A',
            '--surname',
            'B',
            '--password-stdin',
          ],
          'short\n',
          /^The password is refused/,
        ],
        [
          ['--cell', demo.member, '--password-stdin'],
          'Kennels42x-Admin',
          /keeps their own password/,
        ],
      ];
      for (const [args, input, expected] of cases) {
        const result = await createAdmin(server, args, input);
        expect(result.code, result.text).toBe(1);
        expect(result.text).toMatch(expected);
        expect(result.text).toMatch(/Nothing changed\.$/);
      }
      expect(await memberCount(server)).toBe(before);
      expect(await flagsOf(server, demo.member)).toMatchObject({ isAdminReports: false });
      expect(await auditRows(server)).toEqual([]);
    });
  });
}
