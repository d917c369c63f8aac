import { accountMessages } from '@plaudit/domain';
import { tooSoon } from '../refusals.ts';
import type { LimitCounters } from '../security/limitCounters.ts';
import { secondsUntil, type Count, type Limit } from '../security/limitCounters.ts';
import type { Settings } from '../settings.ts';

/** A login attempt under way: counted as failed unless it succeeds. */
export interface LoginAttempt {
  /** The password was right: the attempt is not counted. */
  succeeded(): Promise<void>;
}

/**
 * Failed logins only (OWASP ASVS V6): a number tried from one address, a number from
 * anywhere (ASVS: at most 100 failed attempts an hour per account), and an address trying many numbers.
 * A member who logs in often locks nobody out, and a stranger guessing one member's password from their
 * own address does not lock the member out at another address until the number's own ceiling.
 *
 * An attempt is counted before the password is checked and taken back when it was right, so attempts
 * sent together cannot all slip under a limit; an attempt refused by a limit is not counted.
 */
export class LoginLimits {
  constructor(
    private readonly counters: LimitCounters,
    private readonly settings: Settings['loginRateLimit'],
  ) {}

  /** The limits an attempt for this number (as typed) from this address counts against. */
  limitsFor(memberNumber: string, address: string): Limit[] {
    // The number as typed locally or internationally ('082…', '+2782…') ends in the same nine digits.
    const number = memberNumber.replace(/\D/g, '').slice(-9);
    const s = this.settings;
    return [
      {
        key: `login:number:${number}:address:${address}`,
        most: s.perNumberAndAddress,
        windowMs: s.windowMs,
      },
      { key: `login:number:${number}`, most: s.perNumber, windowMs: s.perNumberWindowMs },
      { key: `login:address:${address}`, most: s.perAddress, windowMs: s.windowMs },
    ];
  }

  /** Counts the attempt, or refuses it (429 with Retry-After) when one of its limits is spent. */
  async begin(memberNumber: string, address: string, now: Date): Promise<LoginAttempt> {
    const limits = this.limitsFor(memberNumber, address);
    const counts = await this.counters.addAll(limits, now);
    const counted = limits.map((limit, i) => ({ limit, count: counts[i] as Count }));
    const takeBack = () =>
      this.counters.takeBack(
        counted.map(({ limit, count }) => ({ key: limit.key, resetsAt: count.resetsAt })),
      );
    const spent = counted.filter(({ limit, count }) => count.hits > limit.most);
    if (spent.length > 0) {
      await takeBack();
      const seconds = Math.max(...spent.map(({ count }) => secondsUntil(count.resetsAt, now)));
      throw tooSoon(accountMessages.tooManyLogins(Math.ceil(seconds / 60)), seconds);
    }
    return { succeeded: async () => void (await takeBack()) };
  }
}
