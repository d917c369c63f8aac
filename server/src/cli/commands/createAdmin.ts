import { fieldLimits, importMessages } from '@plaudit/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Command } from 'commander';
import { passwordProblem } from '../../accounts/passwordPolicy.ts';
import { commandLineChange } from '../../admin/operations.ts';
import { audit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { clusters, divisions, members } from '../../db/schema.ts';
import { openMemberAccounts } from '../../ledger/ledger.ts';
import { cellCandidates, cellForms } from '../../phone.ts';
import { hashPassword, type PasswordCost } from '../../security/passwords.ts';
import type { CommandContext } from '../context.ts';

export interface CreateAdminInput {
  cell: string;
  manager: boolean;
  /** Only for a member the database does not have yet. */
  newMember?: { divisionCode?: string; firstname?: string; surname?: string; email?: string };
  /** Registers the member with this password (else they register with their number and a pin). */
  password?: string;
  passwordCost?: PasswordCost;
}

/** What create-admin did, as lines to print; `refused` when it changed nothing. */
export interface CreateAdminResult {
  lines: string[];
  refused: boolean;
}

const yn = (flag: boolean) => (flag ? 'Y' : 'N');

type Roles = { isManager: boolean; isAdmin: boolean };

/** What one branch of create-admin did to the member: who, the roles before (null: added) and after. */
interface Made {
  memberId: number;
  registered: boolean;
  before: Roles | null;
  after: Roles;
  line: string;
}

const refuse = (line: string): CreateAdminResult => ({ lines: [line], refused: true });

/** Why the password given is refused for this number, if it is. */
async function passwordRefusal(
  input: CreateAdminInput,
  e164: string,
): Promise<CreateAdminResult | undefined> {
  const problem =
    input.password === undefined ? undefined : await passwordProblem(input.password, e164);
  return problem ? refuse(`The password is refused: ${problem} Nothing changed.`) : undefined;
}

/** The member the typed number names in any programme country, if the programme has them. */
async function memberByCell(tx: Tx, cell: string) {
  const regions = [
    ...new Set((await tx.select({ r: clusters.phoneRegion }).from(clusters)).map((c) => c.r)),
  ];
  const candidates = cellCandidates(cell, regions);
  if (candidates.length === 0) return undefined;
  const known = await tx
    .select({
      id: members.id,
      firstname: members.firstname,
      surname: members.surname,
      cellE164: members.cellE164,
      cellNational: members.cellNational,
      isManager: members.isManager,
      isAdminReports: members.isAdminReports,
      registeredAt: members.registeredAt,
    })
    .from(members)
    .where(inArray(members.cellE164, candidates));
  return candidates.map((c) => known.find((m) => m.cellE164 === c)).find((m) => m !== undefined);
}

/** A member the programme has: made an administrator, keeping everything else. */
async function promote(
  tx: Tx,
  found: NonNullable<Awaited<ReturnType<typeof memberByCell>>>,
  input: CreateAdminInput,
): Promise<Made | CreateAdminResult> {
  const registered = found.registeredAt !== null;
  if (registered && input.password !== undefined)
    return refuse(
      `${found.firstname} ${found.surname} has registered and keeps their own password (Forgot password changes it). Nothing changed.`,
    );
  const refused = await passwordRefusal(input, found.cellE164);
  if (refused) return refused;
  const isManager = found.isManager || input.manager;
  await tx.update(members).set({ isAdminReports: true, isManager }).where(eq(members.id, found.id));
  return {
    memberId: found.id,
    registered,
    before: { isManager: found.isManager, isAdmin: found.isAdminReports },
    after: { isManager, isAdmin: true },
    line: `${found.firstname} ${found.surname} (${found.cellNational}): isAdminReports ${yn(found.isAdminReports)} → Y, isManager ${yn(found.isManager)} → ${yn(isManager)}.`,
  };
}

/** An unknown number: a new pre-loaded member of the division given, an administrator. */
async function addAdmin(tx: Tx, input: CreateAdminInput): Promise<Made | CreateAdminResult> {
  const wanted = input.newMember ?? {};
  const firstname = wanted.firstname?.trim() ?? '';
  const surname = wanted.surname?.trim() ?? '';
  const email = wanted.email?.trim() ?? '';
  if (!wanted.divisionCode || !firstname || !surname)
    return refuse(
      `No member has cell number ${input.cell}. To add one, give --division, --firstname and --surname (import the clusters and divisions first). Nothing changed.`,
    );
  if (firstname.length > fieldLimits.firstname || surname.length > fieldLimits.surname)
    return refuse(
      `The name is longer than the portal allows (${fieldLimits.firstname} and ${fieldLimits.surname} characters). Nothing changed.`,
    );
  if (email.length > fieldLimits.email || (email !== '' && !/^[^\s@]+@[^\s@]+$/.test(email)))
    return refuse(`${email} is not an email address. Nothing changed.`);
  const [division] = await tx
    .select({
      id: divisions.id,
      name: divisions.name,
      clusterId: divisions.clusterId,
      region: clusters.phoneRegion,
    })
    .from(divisions)
    .innerJoin(clusters, eq(clusters.id, divisions.clusterId))
    .where(eq(divisions.code, wanted.divisionCode));
  if (!division)
    return refuse(
      `Division ${wanted.divisionCode} is not on the programme (npm run admin -- import-divisions). Nothing changed.`,
    );
  const forms = cellForms(input.cell, division.region);
  if (!forms)
    return refuse(`${input.cell} is not a mobile number in ${division.region}. Nothing changed.`);
  const refused = await passwordRefusal(input, forms.e164);
  if (refused) return refused;
  const [row] = await tx
    .insert(members)
    .values({
      clusterId: division.clusterId,
      divisionId: division.id,
      cellE164: forms.e164,
      cellNational: forms.national,
      firstname,
      surname,
      email,
      isManager: input.manager,
      isAdminReports: true,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('the member was not written');
  await openMemberAccounts(tx, [row.id]);
  return {
    memberId: row.id,
    registered: false,
    before: null,
    after: { isManager: input.manager, isAdmin: true },
    line: `Added ${firstname} ${surname} (${forms.national}) to ${division.name}: isAdminReports Y, isManager ${yn(input.manager)}.`,
  };
}

/**
 * Makes a member an administrator (isAdminReports, and isManager with `manager`): a member the programme
 * already has (pre-loaded by an import, or registered) keeps everything else; an unknown number becomes a
 * new pre-loaded member of the division given. A production database starts empty, and this is how its
 * first administrator is made (the demo's published logins never exist there). What it changes is in the
 * audit log ('member.create-admin', the roles before and after), in the change's transaction.
 */
export async function createAdmin(
  db: Db,
  input: CreateAdminInput,
  now: Date,
): Promise<CreateAdminResult> {
  return commandLineChange(db, async (tx) => {
    const found = await memberByCell(tx, input.cell);
    const made = found ? await promote(tx, found, input) : await addAdmin(tx, input);
    if ('refused' in made) return made;
    const lines = [made.line];
    if (input.password !== undefined) {
      await tx
        .update(members)
        .set({
          passwordHash: await hashPassword(input.password, input.passwordCost),
          registeredAt: now,
        })
        .where(eq(members.id, made.memberId));
      lines.push('Registered with the password given: they can log in now.');
    } else if (!made.registered) {
      lines.push(
        'Not registered yet: they register on the portal with this number (a one-time pin by SMS), or run this again with --password-stdin.',
      );
    }
    await audit(tx, {
      at: now,
      actor: { kind: 'cli' },
      action: 'member.create-admin',
      targetMemberId: made.memberId,
      before: made.before,
      after: { ...made.after, registeredWithPassword: input.password !== undefined },
      reason: importMessages.createAdminAuditReason,
    });
    return { lines, refused: false };
  });
}

const readAll = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

/** `create-admin`: the first administrator of a new programme, or another one later. */
export function registerCreateAdmin(program: Command, context: CommandContext): void {
  program
    .command('create-admin')
    .description(
      'make a member an administrator (isAdminReports): a pre-loaded or registered member keeps the rest; an unknown number is added to --division',
    )
    .requiredOption('--cell <cellNum>', "the member's cell number")
    .option('--manager', 'also a manager (isManager)', false)
    .option('--division <code>', 'for a new member: their division')
    .option('--firstname <name>', 'for a new member')
    .option('--surname <name>', 'for a new member')
    .option('--email <email>', 'for a new member')
    .option(
      '--password-stdin',
      'register a member who has not registered yet with the password read from standard input',
      false,
    )
    .action(
      async (o: {
        cell: string;
        manager: boolean;
        division?: string;
        firstname?: string;
        surname?: string;
        email?: string;
        passwordStdin: boolean;
      }) => {
        const password = o.passwordStdin
          ? (await (context.readInput ?? (() => readAll(process.stdin)))()).replace(/\r?\n$/, '')
          : undefined;
        const result = await context.withDatabase((db) =>
          createAdmin(
            db,
            {
              cell: o.cell,
              manager: o.manager,
              newMember: {
                ...(o.division ? { divisionCode: o.division } : {}),
                ...(o.firstname ? { firstname: o.firstname } : {}),
                ...(o.surname ? { surname: o.surname } : {}),
                ...(o.email ? { email: o.email } : {}),
              },
              ...(password === undefined ? {} : { password }),
              ...(context.passwordCost ? { passwordCost: context.passwordCost } : {}),
            },
            context.now(),
          ),
        );
        for (const line of result.lines) context.out(line);
        if (result.refused) context.exitCode = 1;
      },
    );
}
