import {
  calendarMonthOf,
  monthKeyOf,
  nominationValues,
  outboxMessages,
  recogniseValues,
  shoutOutValues,
  type AwardType,
} from '@plaudit/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { adjustBalanceIn } from '../admin/operations.ts';
import { postTransfers, type TransferInput } from '../ledger/ledger.ts';
import { awardWording, type EntryText } from '../ledger/wording.ts';
import { redemptionsAccountOf } from '../shop/checkout.ts';
import { newOrderNumber } from '../shop/orderNumbers.ts';
import type { Tx } from './client.ts';
import { insertSeedAwards, type SeedAward } from './seedAwards.ts';
import {
  accountKind,
  auditLog,
  dispatchStatuses,
  jobRuns,
  members,
  nominationNominees,
  nominations,
  orderLines,
  orders,
  products,
  recommendationTransactions,
  shopCategories,
  voucherCodes,
  type StoredAwardType,
} from './schema.ts';

/**
 * Twelve months of the demo programme's life, so every report, statement and chart shows
 * something on the first day: each month its allowance given and what was not given expired, the managers'
 * budgets granted and spent on Recognise and Adhoc, Pay It Forward and Shout Outs among colleagues,
 * birthdays, nominations (approved, declined, waiting), recommendation transactions from every division,
 * orders (the last few pending for voucher codes) and a few adjustments. The current month runs from its
 * first day to the seed's now. Every point moves through the ledger's functions; a seeded random makes
 * the same history from the same now, and running balances are followed so no balance is ever spent
 * before it was earned.
 */

/** A registered member of the demo, as the history needs them. */
export interface HistoryMember {
  id: number;
  firstname: string;
  surname: string;
  divisionId: number;
  divisionCode: string;
  divisionKind: string;
  clusterId: number;
  isManager: boolean;
  /**
   * One of the README's demo logins: given a year like every colleague's (awards, recommendations, orders),
   * with enough kept in their points for the journeys that start from them.
   */
  isDemoLogin: boolean;
  /** Joined this month: the history gives them nothing and leaves their orders alone (the shop's journeys). */
  joinedThisMonth: boolean;
  cellE164: string;
  dob?: [string, string];
}

export interface HistoryInput {
  now: Date;
  timeZone: string;
  programmeName: string;
  people: readonly HistoryMember[];
  /** The administrator who reviews nominations. */
  adminId: number;
  /** What the seed's own awards took from managers' budgets, and when: each month's budget covers them. */
  budgetSpent: readonly { memberId: number; points: number; at: Date }[];
}

/** mulberry32: a small seeded random, so the history is the same for the same now. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hour = 3_600_000;
const monthsOfHistory = 12;
const allowance = 100;
/** A manager's recognition budget, granted on each month's first day (the seed grants this month's). */
export const monthlyBudget = 1_000;
/** What a demo login keeps of their points when they shop in the history: the journeys spend from it. */
const demoLoginReserve = 300;

const shoutOutNotes = [
  'Thank you for covering my shift on Saturday.',
  'The new display looks fantastic.',
  'You made that difficult customer smile.',
  'Thanks for sorting out the delivery mix-up.',
  'Great teamwork at the adoption day.',
];
const awardNotes = [
  'Thank you for staying late to settle the new puppies in.',
  'The clinic ran smoothly all week because of you.',
  'Our customers keep asking for you by name.',
  'Great work on the stock count.',
  'You trained the new starters brilliantly.',
];
const nominationReasons = [
  'Ran the adoption day single-handed when two colleagues were ill, and still found homes for eleven cats.',
  'Stayed after closing to nurse a parvo puppy until the vet arrived.',
  'Set up the grooming booking sheet that halved our waiting times.',
  'Translated our aftercare sheets so more of our clients can read them.',
  'Always the first to help a new colleague find their feet.',
  'Found a customer’s wallet in the car park and tracked them down before closing.',
];
const approvalMessages = [
  'Well deserved: the whole region has heard about it.',
  'Thank you for living our values every day.',
  'A wonderful example for all of us.',
];
const declineNotes = [
  'A Shout Out suits this better: it is part of the role, and done very well.',
  'Please add what made it stand out, and nominate again.',
];
/** What a division recommends, by its kind: the clinics and vet shops their diets, the pet shops their care. */
const recommendations: Record<string, readonly string[]> = {
  clinic: [
    "Hill's Prescription Diet k/d recommended",
    'Royal Canin Renal recommended',
    'Bravecto chewable for a new puppy',
    'Dental chews with a scale and polish',
    'Senior diet after a wellness check',
    'Joint supplement for an older Labrador',
  ],
  petshop: [
    'Bravecto chewable for a new puppy',
    'Puppy starter kibble with a feeding plan',
    'Dental chews for a Staffie',
    'Grain-free diet for a sensitive stomach',
    'Joint supplement for an older Labrador',
  ],
};

interface Balances {
  redeemable: number;
  payItForward: number;
  management: number;
}

interface HistoryAward {
  type: StoredAwardType;
  giver: HistoryMember | null;
  value: string;
  points: number;
  message: string;
  recipients: HistoryMember[];
  createdAt: Date;
  /** Index of its transfer in the history's list; null for a Shout Out without points. */
  transfer: number | null;
  milestone?: SeedAward['milestone'];
}

interface HistoryNomination {
  nominator: HistoryMember;
  nominees: HistoryMember[];
  value: string;
  reason: string;
  createdAt: Date;
  review?: { status: 'approved' | 'declined'; at: Date; points: number; note: string };
}

interface HistoryOrder {
  member: HistoryMember;
  product: { id: number; code: string; description: string; price: number };
  points: number;
  createdAt: Date;
  pending: boolean;
}

/**
 * The hire date of a colleague the demo gives one (one in three, not the demo logins or this month's
 * joiners, whose balances the journeys count on): a day from 2012 to 2025 made from their id.
 */
function demoHireDate(
  p: HistoryMember,
): { year: number; month: number; day: number; text: string } | undefined {
  if (p.isDemoLogin || p.joinedThisMonth || p.id % 3 !== 0) return undefined;
  const year = 2012 + (p.id % 14);
  const month = 1 + ((p.id * 7) % 12);
  const day = 1 + ((p.id * 13) % 28);
  const text = `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { year, month, day, text };
}

/** The demo's months, oldest first: each month's start, and its end (the seed's now for this month). */
function monthsBack(now: Date, timeZone: string) {
  const months: { start: Date; end: Date; key: string; label: string; current: boolean }[] = [];
  let cursor = now;
  for (let k = 0; k < monthsOfHistory; k += 1) {
    const month = calendarMonthOf(cursor, timeZone);
    months.unshift({
      start: month.start,
      end: k === 0 ? now : month.end,
      key: monthKeyOf(month.start, timeZone),
      label: month.label,
      current: k === 0,
    });
    cursor = new Date(month.start.getTime() - 1);
  }
  return months;
}

/**
 * Writes the history into the seed's transaction. Every registered member takes part, the demo logins too
 * (they keep enough points for the journeys); this month's joiners are left as the seed makes them. A
 * manager's budget is granted monthly and mostly spent within the month; most of each allowance is given;
 * members spend about half of what they receive in the shop.
 */
export async function seedHistory(tx: Tx, input: HistoryInput): Promise<void> {
  const { now, timeZone, programmeName, people, adminId } = input;
  const random = seededRandom(24);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const between = (from: Date, to: Date) =>
    new Date(from.getTime() + Math.floor(random() * Math.max(1, to.getTime() - from.getTime())));
  /** A working moment in the month: a random day, between 08:00 and 17:00 local (SAST is UTC+2). */
  const workingMoment = (month: { start: Date; end: Date }) => {
    const day = between(month.start, month.end);
    const local = new Date(day);
    local.setUTCHours(6 + Math.floor(random() * 9), Math.floor(random() * 60), 0, 0);
    return local < month.start || local >= month.end ? day : local;
  };

  const months = monthsBack(now, timeZone);
  const balance = new Map<number, Balances>(
    people.map((p) => [p.id, { redeemable: 250, payItForward: 0, management: 0 }]),
  );
  const of = (m: HistoryMember) => balance.get(m.id) as Balances;
  const transfersList: TransferInput[] = [];
  const given: HistoryAward[] = [];
  const nominated: HistoryNomination[] = [];
  const ordered: HistoryOrder[] = [];
  const recommended: {
    transId: number;
    member: HistoryMember;
    points: number;
    description: string;
    date: Date;
    transfer: number;
  }[] = [];
  const runs: { job: string; period: string; ranAt: Date; summary: string }[] = [];
  const nameOf = (m: HistoryMember) => `${m.firstname} ${m.surname}`;
  const teamOf = (m: HistoryMember) =>
    people.filter((p) => p.divisionId === m.divisionId && p !== m);
  const fromFunding = (
    kind: TransferInput['kind'],
    to: HistoryMember,
    account: keyof Balances,
    points: number,
    description: EntryText,
    createdAt: Date,
    reference?: string,
  ) => {
    of(to)[account] += points;
    transfersList.push({
      kind,
      memberId: null,
      createdAt,
      ...(reference ? { reference } : {}),
      postings: [
        { account: { programme: accountKind.funding }, amount: -points, description },
        { account: { memberId: to.id, kind: account }, amount: points, description },
      ],
    });
    return transfersList.length - 1;
  };
  const award = (
    type: AwardType,
    giver: HistoryMember,
    recipient: HistoryMember,
    value: string,
    points: number,
    createdAt: Date,
    message: string,
  ) => {
    const source = type === 'payitforward' ? accountKind.payItForward : accountKind.management;
    let transfer: number | null = null;
    if (points > 0) {
      of(giver)[source] -= points;
      of(recipient).redeemable += points;
      transfersList.push({
        kind: 'award',
        memberId: giver.id,
        createdAt,
        postings: [
          {
            account: { memberId: giver.id, kind: source },
            amount: -points,
            description: awardWording(type, value, 'to', nameOf(recipient)),
            counterpartyMemberId: recipient.id,
          },
          {
            account: { memberId: recipient.id, kind: accountKind.redeemable },
            amount: points,
            description: awardWording(type, value, 'from', nameOf(giver)),
            counterpartyMemberId: giver.id,
          },
        ],
      });
      transfer = transfersList.length - 1;
    }
    given.push({
      type,
      giver,
      value,
      points,
      message,
      recipients: [recipient],
      createdAt,
      transfer,
    });
  };

  const managers = people.filter((p) => p.isManager);
  /** Who may receive points in the history: not this month's joiners, whose balances the journeys read. */
  const earners = (list: readonly HistoryMember[]) => list.filter((p) => !p.joinedThisMonth);
  /** Who the command line's corrections are for: colleagues, not the demo logins. */
  const colleagues = people.filter((p) => !p.isDemoLogin && !p.joinedThisMonth);
  const divisionTeams = [...new Set(people.map((p) => p.divisionCode))].map((code) =>
    earners(people).filter((p) => p.divisionCode === code),
  );
  let transId = 7_300_100;

  for (const month of months) {
    // The allowance, on the month's first day; the current month's is the seed's own.
    if (!month.current) {
      const at = new Date(month.start.getTime() + 5 * 60_000);
      for (const p of people)
        fromFunding(
          'allowance',
          p,
          accountKind.payItForward,
          allowance,
          { kind: 'allowance', month: month.key },
          at,
          `allowance:${month.key}:${p.id}`,
        );
      runs.push({
        job: 'allowance',
        period: month.key,
        ranAt: at,
        summary: `${people.length} members granted ${allowance} points for ${month.label}`,
      });
      // Every manager's budget for the month, on its first day as the budget import grants it; what the
      // seed's own awards of the month took from it is spent first.
      for (const m of managers) {
        fromFunding(
          'grant',
          m,
          accountKind.management,
          monthlyBudget,
          { kind: 'monthlyBudget', month: month.key },
          new Date(month.start.getTime() + 10 * 60_000),
          `budget:demo-${month.key}-${m.id}`,
        );
        for (const s of input.budgetSpent)
          if (s.memberId === m.id && s.at >= month.start && s.at < month.end)
            of(m).management -= s.points;
      }
    }

    // Recognise and Adhoc from each manager to their team, within the month's budget.
    for (const m of managers) {
      const team = earners(teamOf(m));
      if (team.length === 0) continue;
      // The current month's are the seed's own (the last forty days).
      const count = month.current ? 0 : 4 + Math.floor(random() * 3);
      for (let i = 0; i < count; i += 1) {
        const points = pick([100, 150, 200, 250]);
        const when = workingMoment(month);
        if (of(m).management - points < 0) break;
        const type: AwardType = random() < 0.25 ? 'adhoc' : 'reward';
        award(type, m, pick(team), pick(recogniseValues), points, when, pick(awardNotes));
      }
    }

    // Pay It Forward among colleagues (the current month's are the seed's own), then the rest expires.
    if (!month.current) {
      // Most members give all their allowance in two or three gifts; some forget the rest, which expires.
      for (const p of people) {
        if (random() < 0.12) continue;
        const team = earners(teamOf(p));
        if (team.length === 0) continue;
        let left = of(p).payItForward;
        for (let i = 0; i < 3 && left >= 20 && (i === 0 || random() >= 0.12); i += 1) {
          const points = left <= 50 ? left : pick([25, 30, 40, 50]);
          award(
            'payitforward',
            p,
            pick(team),
            pick(nominationValues),
            points,
            workingMoment(month),
            pick(shoutOutNotes),
          );
          left -= points;
        }
      }
      const at = new Date(month.end.getTime() - 60_000);
      let expiredPoints = 0;
      let expiredCount = 0;
      for (const p of people) {
        const left = of(p).payItForward;
        if (left <= 0) continue;
        of(p).payItForward = 0;
        expiredPoints += left;
        expiredCount += 1;
        transfersList.push({
          kind: 'expiry',
          memberId: null,
          reference: `expiry:${month.key}:${p.id}`,
          createdAt: at,
          postings: [
            {
              account: { memberId: p.id, kind: accountKind.payItForward },
              amount: -left,
              description: { kind: 'allowanceExpired' },
            },
            {
              account: { programme: accountKind.expired },
              amount: left,
              description: { kind: 'allowanceForExpired', month: month.key },
            },
          ],
        });
      }
      runs.push({
        job: 'expiry',
        period: month.key,
        ranAt: month.end,
        summary: `${expiredCount} allowances expired (${expiredPoints} points) for ${month.label}`,
      });
    }

    // Shout Outs: no points, from anyone.
    const shoutOuts = month.current ? 3 : 6 + Math.floor(random() * 5);
    for (let i = 0; i < shoutOuts; i += 1) {
      const giver = pick(people);
      const team = teamOf(giver);
      if (team.length === 0) continue;
      // The current month's first Shout Out is on its first day.
      const at =
        month.current && i === 0
          ? new Date(
              Math.min(
                month.start.getTime() + 9 * hour,
                (month.start.getTime() + now.getTime()) / 2,
              ),
            )
          : workingMoment(month);
      award('thankyou', giver, pick(team), pick(shoutOutValues), 0, at, pick(shoutOutNotes));
    }

    // Birthdays: a Shout Out from the programme on the day.
    for (const p of people) {
      if (!p.dob) continue;
      const [dd, mm] = p.dob;
      const [year, monthNo] = month.key.split('-').map(Number);
      if (Number(mm) !== monthNo) continue;
      const day = new Date(Date.UTC(year ?? 2026, Number(mm) - 1, Number(dd), 5, 0));
      if (day < month.start || day >= month.end) continue;
      given.push({
        type: 'thankyou',
        giver: null,
        value: 'Congratulations!',
        points: 0,
        message: outboxMessages.birthdayMessage(programmeName),
        recipients: [p],
        createdAt: day,
        transfer: null,
        milestone: { kind: 'birthday', key: `birthday:${String(year)}:${String(p.id)}` },
      });
    }

    // Work anniversaries (issue 38): a card from the programme on the day, without points (the
    // balances stay as the history left them); the new joiners' welcome cards in their month.
    for (const p of people) {
      const hired = demoHireDate(p);
      if (!hired) continue;
      const [year = 2026, monthNo = 1] = month.key.split('-').map(Number);
      if (hired.month !== monthNo) continue;
      const day = new Date(Date.UTC(year, hired.month - 1, hired.day, 6, 0));
      if (day < month.start || day >= month.end) continue;
      const years = year - hired.year;
      if (years < 1) continue;
      given.push({
        type: 'thankyou',
        giver: null,
        value: 'Congratulations!',
        points: 0,
        message: `${String(years)} years at ${programmeName}`,
        recipients: [p],
        createdAt: day,
        transfer: null,
        milestone: {
          kind: 'anniversary',
          key: `anniversary:${String(year)}:${String(p.id)}`,
          years,
        },
      });
    }
    if (month.current)
      for (const p of people.filter((m) => m.joinedThisMonth))
        given.push({
          type: 'thankyou',
          giver: null,
          value: 'Congratulations!',
          points: 0,
          message: 'Welcome to the programme',
          recipients: [p],
          createdAt: new Date(Math.min(month.start.getTime() + 8 * hour, now.getTime())),
          transfer: null,
          milestone: { kind: 'welcome', key: `welcome:${String(p.id)}` },
        });

    // Recommendations in every division each month: more at the clinics and vet shops than at the pet
    // shops; this month's first on its first day.
    for (const [d, team] of divisionTeams.entries()) {
      const kind = team[0]?.divisionKind === 'petshop' ? 'petshop' : 'clinic';
      const recs = month.current ? 1 : (kind === 'petshop' ? 1 : 2) + Math.floor(random() * 2);
      for (let i = 0; i < recs && team.length > 0; i += 1) {
        const member = pick(team);
        const date =
          month.current && i === 0
            ? new Date(
                Math.min(
                  month.start.getTime() + (10 + d) * hour,
                  (month.start.getTime() + now.getTime()) / 2,
                ),
              )
            : workingMoment(month);
        const points = pick([20, 40, 60, 80, 120]);
        const text = pick(recommendations[kind] ?? []);
        transId += 1 + Math.floor(random() * 40);
        const transfer = fromFunding(
          'recommendation',
          member,
          accountKind.redeemable,
          points,
          `Product recommendation at ${member.divisionCode}: ${text}`,
          date,
          `recommendation:${transId}`,
        );
        recommended.push({ transId, member, points, description: text, date, transfer });
      }
    }

    // Nominations: a few a month; the older ones reviewed.
    const noms = month.current ? 2 : 2 + Math.floor(random() * 2);
    for (let i = 0; i < noms; i += 1) {
      const nominator = pick(people);
      const team = earners(teamOf(nominator));
      if (team.length === 0) continue;
      const first = pick(team);
      const second = random() < 0.3 ? pick(team) : first;
      const nominees = [...new Set([first, second])];
      const createdAt = workingMoment(month);
      const roll = random();
      const reviewedAt = new Date(createdAt.getTime() + (20 + Math.floor(random() * 50)) * hour);
      const review =
        month.current || roll < 0.15 || reviewedAt >= now
          ? undefined
          : roll < 0.75
            ? {
                status: 'approved' as const,
                at: reviewedAt,
                points: pick([100, 250, 500]),
                note: pick(approvalMessages),
              }
            : { status: 'declined' as const, at: reviewedAt, points: 0, note: pick(declineNotes) };
      if (review?.status === 'approved')
        for (const n of nominees) of(n).redeemable += review.points;
      nominated.push({
        nominator,
        nominees,
        value: pick(nominationValues),
        reason: pick(nominationReasons),
        createdAt,
        ...(review ? { review } : {}),
      });
    }
  }

  // Orders: about half the members shop in a month, with what they have earned by then (a demo login keeps
  // enough for the journeys), oldest month first; the last few wait for voucher codes.
  const za = people[0]?.clusterId;
  const shelf = await tx
    .select({
      id: products.id,
      code: products.code,
      description: products.description,
      price: products.price,
      clusterId: products.clusterId,
    })
    .from(products)
    .where(
      and(
        eq(products.noBasket, 'Y'),
        eq(products.active, true),
        // A product with codes in stock: the history's orders are dispatched with a code each.
        sql`exists (select 1 from ${voucherCodes} v where v.product_id = ${products.id})`,
      ),
    )
    .orderBy(asc(products.id));
  const spent = new Map<number, number>();
  const earnedBy = creditsOf(transfersList, nominated);
  for (const month of months) {
    // Most members shop in a month, once, or twice when they have saved up.
    for (const member of earners(people).flatMap((p) => [p, p])) {
      if (random() >= (month.current ? 0.04 : 0.45)) continue;
      const createdAt = workingMoment(month);
      // What the member had earned by then, less what they spent before (and a demo login's reserve).
      const before = spent.get(member.id) ?? 0;
      const free =
        250 + earnedBy(member.id, createdAt) - before - (member.isDemoLogin ? demoLoginReserve : 0);
      const affordable = shelf.filter(
        (s) => s.clusterId === member.clusterId && Math.ceil(s.price / 100) <= free,
      );
      if (affordable.length === 0) continue;
      // The dearer of two they could afford: members save up for what they want.
      const [one, two] = [pick(affordable), pick(affordable)];
      const product = two.price > one.price ? two : one;
      const points = Math.ceil(product.price / 100);
      spent.set(member.id, before + points);
      of(member).redeemable -= points;
      ordered.push({ member, product, points, createdAt, pending: false });
    }
  }
  // The newest three orders of South Africa that could afford it wait for codes: they are for a voucher of
  // the history's own, taken off the shelf when its supplier stopped sending codes, with none in stock. So
  // an operator sees lines waiting, and codes imported for the shop's products fulfil only the shop's lines.
  const retired = za === undefined ? undefined : await seedRetiredVoucher(tx, za);
  if (retired) {
    const latest = ordered
      .filter(
        (o) => o.member.clusterId === za && !o.member.isDemoLogin && o.points >= retired.points,
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 3);
    for (const o of latest) {
      // What the member had spent on the order they chose is given back to their running balance.
      of(o.member).redeemable += o.points - retired.points;
      o.product = retired.product;
      o.points = retired.points;
      o.pending = true;
    }
  }

  // The nominations first (an approval's transfer names it), then every transfer at once.
  const nominationRows =
    nominated.length === 0
      ? []
      : await tx
          .insert(nominations)
          .values(
            nominated.map((n) => ({
              nominatorMemberId: n.nominator.id,
              nominatorDivisionId: n.nominator.divisionId,
              value: n.value,
              reason: n.reason,
              createdAt: n.createdAt,
            })),
          )
          .returning({ id: nominations.id });
  await tx.insert(nominationNominees).values(
    nominated.flatMap((n, i) =>
      n.nominees.map((m) => ({
        nominationId: nominationRows[i]?.id ?? 0,
        memberId: m.id,
        divisionId: m.divisionId,
        createdAt: n.createdAt,
      })),
    ),
  );
  const approvals = nominated.flatMap((n, i) => {
    const id = nominationRows[i]?.id;
    if (n.review?.status !== 'approved' || id === undefined) return [];
    const { points, at, note } = n.review;
    transfersList.push({
      kind: 'award',
      memberId: adminId,
      reference: `nomination:${id}`,
      createdAt: at,
      postings: [
        {
          account: { programme: accountKind.funding },
          amount: -points * n.nominees.length,
          description: { kind: 'nominationFunding', nominationId: id, value: n.value },
        },
        ...n.nominees.map((m) => ({
          account: { memberId: m.id, kind: accountKind.redeemable } as const,
          amount: points,
          description: awardWording('nomination', n.value, 'from', nameOf(n.nominator)),
          counterpartyMemberId: n.nominator.id,
        })),
      ],
    });
    given.push({
      type: 'nomination',
      giver: n.nominator,
      value: n.value,
      points,
      message: note,
      recipients: n.nominees,
      createdAt: at,
      transfer: transfersList.length - 1,
    });
    return [{ nomination: id, award: given.length - 1 }];
  });

  // Orders get random numbers as checkout's do, from a seeded random of their own (the same for the same
  // history, and the history's own draws stay as they were).
  const numberRandom = seededRandom(200);
  const orderNumbers = new Set<string>();
  while (orderNumbers.size < ordered.length)
    orderNumbers.add(newOrderNumber((below) => Math.floor(numberRandom() * below)));
  const orderNums = [...orderNumbers];
  const orderRows =
    ordered.length === 0
      ? []
      : await tx
          .insert(orders)
          .values(
            ordered.map((o, i) => ({
              orderNum: orderNums[i] ?? '',
              memberId: o.member.id,
              clusterId: o.member.clusterId,
              statusId: o.pending ? '20' : '30',
              totalGrandTotal: o.product.price,
              totalDiscount: 0,
              totalDue: o.product.price,
              itemCount: 1,
              points: o.points,
              deliveryCell: o.member.cellE164,
              createdAt: o.createdAt,
            })),
          )
          .returning({ id: orders.id });
  ordered.forEach((o, i) => {
    const id = orderRows[i]?.id ?? 0;
    const orderNum = orderNums[i] ?? '';
    const description: EntryText = { kind: 'order', orderNum };
    transfersList.push({
      kind: 'order',
      memberId: o.member.id,
      reference: orderNum,
      createdAt: o.createdAt,
      postings: [
        {
          account: { memberId: o.member.id, kind: accountKind.redeemable },
          amount: -o.points,
          description,
        },
        { account: { programme: redemptionsAccountOf(id) }, amount: o.points, description },
      ],
    });
  });
  const orderTransferStart = transfersList.length - ordered.length;

  const transferIds = await postTransfers(tx, transfersList);

  if (orderRows.length > 0) {
    await tx.execute(sql`update ${orders} as o
      set transfer_id = t.transfer_id
      from unnest(${sql.param(orderRows.map((r) => r.id))}::integer[],
                  ${sql.param(orderRows.map((_, i) => transferIds[orderTransferStart + i] ?? 0))}::bigint[])
        as t(order_id, transfer_id)
      where o.id = t.order_id`);
    const lines = await tx
      .insert(orderLines)
      .values(
        ordered.map((o, i) => ({
          orderId: orderRows[i]?.id ?? 0,
          productId: o.product.id,
          productCode: o.product.code,
          description: o.product.description,
          qty: 1,
          price: o.product.price,
          total: o.product.price,
          points: o.points,
          dispatchStatus: o.pending ? dispatchStatuses.pending : dispatchStatuses.dispatched,
          createdAt: o.createdAt,
        })),
      )
      .returning({ id: orderLines.id, productId: orderLines.productId });
    // Each dispatched line takes its product's next free voucher code.
    const dispatched = lines.filter((_, i) => !ordered[i]?.pending);
    const productIds = [...new Set(dispatched.map((l) => l.productId))];
    const free =
      productIds.length === 0
        ? []
        : await tx
            .select({ id: voucherCodes.id, productId: voucherCodes.productId })
            .from(voucherCodes)
            .where(
              and(inArray(voucherCodes.productId, productIds), isNull(voucherCodes.orderLineId)),
            )
            .orderBy(asc(voucherCodes.id));
    const taken: { codeId: number; lineId: number; at: Date }[] = [];
    for (const line of dispatched) {
      const index = free.findIndex((c) => c.productId === line.productId);
      const code = free[index];
      if (!code) continue;
      free.splice(index, 1);
      const at = ordered[lines.indexOf(line)]?.createdAt ?? now;
      taken.push({ codeId: code.id, lineId: line.id, at });
    }
    if (taken.length > 0)
      await tx.execute(sql`update ${voucherCodes} as v
        set order_line_id = t.line_id, allocated_at = t.at
        from unnest(${sql.param(taken.map((t) => t.codeId))}::bigint[],
                    ${sql.param(taken.map((t) => t.lineId))}::integer[],
                    ${sql.param(taken.map((t) => t.at.toISOString()))}::timestamptz[])
          as t(code_id, line_id, at)
        where v.id = t.code_id`);
  }

  if (recommended.length > 0)
    await tx.insert(recommendationTransactions).values(
      recommended.map((r) => ({
        transId: r.transId,
        memberId: r.member.id,
        clinicId: r.member.divisionCode,
        description: r.description,
        points: r.points,
        transDate: r.date,
        transferId: transferIds[r.transfer] ?? 0,
        importedAt: new Date(r.date.getTime() + hour),
      })),
    );

  const awardIds = await insertSeedAwards(
    tx,
    given.map((g) => ({
      type: g.type,
      giverMemberId: g.giver?.id ?? null,
      giverDivisionId: g.giver?.divisionId ?? null,
      value: g.value,
      points: g.points,
      message: g.message,
      transferId: g.transfer === null ? null : (transferIds[g.transfer] ?? null),
      createdAt: g.createdAt,
      recipients: g.recipients.map((r) => ({ memberId: r.id, divisionId: r.divisionId })),
      milestone: g.milestone,
    })),
  );
  // The hire dates the anniversaries above follow, on the members (the daily job reads them).
  const hires = people.flatMap((p) => {
    const hired = demoHireDate(p);
    return hired ? [{ id: p.id, date: hired.text }] : [];
  });
  if (hires.length > 0)
    await tx.execute(sql`update ${members} set hire_date = h.date::date
      from unnest(${sql.param(hires.map((h) => h.id))}::integer[],
                  ${sql.param(hires.map((h) => h.date))}::text[]) as h(id, date)
      where ${members}.id = h.id`);

  // The reviews, as the console records them: the outcome on the nomination and a row in the audit log.
  const reviewed = nominated.flatMap((n, i) => {
    const id = nominationRows[i]?.id;
    return n.review && id !== undefined ? [{ n, id, review: n.review }] : [];
  });
  for (const { id, review } of reviewed) {
    const link = approvals.find((a) => a.nomination === id);
    await tx
      .update(nominations)
      .set({
        status: review.status,
        reviewedAt: review.at,
        reviewedByMemberId: adminId,
        reviewPoints: review.points,
        reviewNote: review.note,
        awardId: link ? (awardIds[link.award] ?? null) : null,
      })
      .where(eq(nominations.id, id));
  }
  if (reviewed.length > 0)
    await tx.insert(auditLog).values(
      reviewed.map(({ n, id, review }) => ({
        at: review.at,
        actorMemberId: adminId,
        actorKind: 'console' as const,
        action: review.status === 'approved' ? 'nomination.approve' : 'nomination.decline',
        targetMemberId: n.nominator.id,
        before: { nominationId: id, status: 'waiting' },
        after: {
          nominationId: id,
          status: review.status,
          ...(review.status === 'approved'
            ? {
                points: review.points,
                nominees: n.nominees.map((m) => `${m.firstname} ${m.surname}`).join(', '),
              }
            : {}),
        },
        reason: review.note,
      })),
    );

  // A few corrections through the command line's adjustment, each with its audit row.
  const corrections: [number, number, string][] = [
    [9, 40, 'Recommendation missed by the clinic import'],
    [6, -30, 'Duplicate recommendation reversed'],
    [2, 25, 'Goodwill after a voucher that would not scan'],
  ];
  for (const [monthsAgo, points, reason] of corrections) {
    const month = months[months.length - 1 - monthsAgo];
    const member = colleagues[(monthsAgo * 7) % colleagues.length];
    if (!month || !member) continue;
    if (points < 0 && of(member).redeemable + points < 0) continue;
    of(member).redeemable += points;
    await adjustBalanceIn(tx, {
      memberId: member.id,
      kind: accountKind.redeemable,
      points,
      reason,
      now: workingMoment(month),
      actor: { kind: 'cli' },
    });
  }

  if (runs.length > 0) await tx.insert(jobRuns).values(runs);
}

/**
 * What each member received into their redeemable points up to a moment, by the history's own events (its
 * transfers and its approved nominations, whose transfers are written later).
 */
function creditsOf(
  list: readonly TransferInput[],
  nominated: readonly HistoryNomination[],
): (memberId: number, at: Date) => number {
  const credits = new Map<number, { at: number; points: number }[]>();
  const add = (memberId: number, at: Date, points: number) => {
    const own = credits.get(memberId) ?? [];
    own.push({ at: at.getTime(), points });
    credits.set(memberId, own);
  };
  for (const t of list)
    for (const p of t.postings)
      if ('memberId' in p.account && p.account.kind === accountKind.redeemable && p.amount > 0)
        add(p.account.memberId, t.createdAt, p.amount);
  for (const n of nominated)
    if (n.review?.status === 'approved')
      for (const x of n.nominees) add(x.id, n.review.at, n.review.points);
  return (memberId, at) =>
    (credits.get(memberId) ?? []).reduce(
      (sum, c) => (c.at <= at.getTime() ? sum + c.points : sum),
      0,
    );
}

/** The voucher the history's pending lines are for (its code; no voucher codes are ever seeded for it). */
export const retiredVoucherCode = 'MNB-100';

/**
 * A voucher the demo programme sold until its supplier stopped sending codes: no longer in the shop
 * (inactive), with no codes in stock, in South Africa's restaurant vouchers (or its first category).
 */
async function seedRetiredVoucher(tx: Tx, clusterId: number) {
  const [category] = await tx
    .select({ id: shopCategories.id })
    .from(shopCategories)
    .where(eq(shopCategories.clusterId, clusterId))
    .orderBy(sql`${shopCategories.cat3} = 'Restaurants' desc`, asc(shopCategories.sortOrder))
    .limit(1);
  if (!category) return undefined;
  const price = 10000;
  const [product] = await tx
    .insert(products)
    .values({
      clusterId,
      categoryId: category.id,
      code: retiredVoucherCode,
      description: 'Mugg & Bean R100 voucher',
      brand: 'Mugg & Bean',
      model: retiredVoucherCode,
      fab: '~(p~)Spend at any Mugg & Bean.~(/p~)~(p~)No longer sold: its supplier stopped sending codes.~(/p~)',
      price,
      imageFile: `${retiredVoucherCode.toLowerCase()}.svg`,
      active: false,
      sortOrder: 99,
    })
    .returning({
      id: products.id,
      code: products.code,
      description: products.description,
      price: products.price,
    });
  return product && { product, points: Math.ceil(price / 100) };
}
