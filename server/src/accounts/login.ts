import { accountMessages, validateLogin } from '@plaudit/domain';
import type { ServerContext } from '../context.ts';
import type { Encoded, RequestBody } from '../http/calls.ts';
import { encoded } from '../http/calls.ts';
import { findMemberByCell } from '../members/lookup.ts';
import { invalid, refuseIf } from '../refusals.ts';
import { LimitCounters } from '../security/limitCounters.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { LoginLimits } from './loginLimits.ts';
import type { SessionInfo } from './sessions.ts';

/** Logging in and out: a session for the right number and password, the failed attempts limited. */
export class Logins {
  private readonly limits: LoginLimits;
  /** A hash checked for a number that has no password, so a wrong number takes as long as a wrong password. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly context: ServerContext) {
    this.limits = new LoginLimits(new LimitCounters(context.db), context.settings.loginRateLimit);
  }

  /** The member's data and a fresh session's token. */
  async login(body: RequestBody<'login'>, address: string): Promise<Encoded> {
    const { db, settings } = this.context;
    refuseIf(validateLogin(body));
    // Only failed attempts count: a right password takes its attempt back.
    const attempt = await this.limits.begin(body.memberNumber, address, this.context.now());
    const { member } = await findMemberByCell(db, body.memberNumber);
    if (!member?.passwordHash || !member.registered) {
      this.dummyHash ??= hashPassword('timing-equaliser-1', settings.passwordCost);
      await verifyPassword(body.password, await this.dummyHash);
      throw invalid(accountMessages.badCredentials);
    }
    if (!(await verifyPassword(body.password, member.passwordHash)))
      throw invalid(accountMessages.badCredentials);
    // Said only to someone who knows the password: the number alone does not tell who has left.
    if (member.deactivated) throw invalid(accountMessages.deactivated);
    await attempt.succeeded();
    const token = await this.context.sessions.open(db, member.id, this.context.now());
    // Deactivated while the password was being checked.
    if (!token) throw invalid(accountMessages.deactivated);
    const { wire } = await this.context.memberData.get(member.id);
    return encoded(JSON.stringify({ ...wire, token }));
  }

  /** This session ends at once. */
  async logout(session: SessionInfo | undefined): Promise<{ message: string }> {
    if (session)
      await this.context.sessions.revoke(this.context.db, session.sessionId, this.context.now());
    return { message: accountMessages.loggedOut };
  }
}
