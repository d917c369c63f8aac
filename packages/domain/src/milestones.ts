import { isBirthdayOn } from './dob';
import { defineMessages, named, text } from './i18n';

/** The programme's milestone cards on the wall (issue 38): a work anniversary, a birthday, a welcome. */
export const milestoneKinds = ['anniversary', 'birthday', 'welcome'] as const;
export type MilestoneKind = (typeof milestoneKinds)[number];

const hireDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A hire date as the member import writes it ('2019-03-14'): its parts, or undefined when it is not a day
 * of the calendar (a day still to come is one: a member may be loaded before they start).
 */
export function parseHireDate(
  text: string,
): { year: number; month: number; day: number } | undefined {
  const match = hireDatePattern.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

/**
 * The years a member hired on `hireDate` ('YYYY-MM-DD') celebrates on the day `on`, or 0 when it is not
 * their anniversary (or not a whole year yet). Someone hired on 29 February celebrates on 28 February in
 * other years, as a leap-day birthday does.
 */
export function anniversaryYearsOn(
  hireDate: string,
  on: { year: number; month: number; day: number },
): number {
  const match = hireDatePattern.exec(hireDate);
  if (!match) return 0;
  const years = on.year - Number(match[1]);
  return years >= 1 && isBirthdayOn(match[3] ?? '', match[2] ?? '', on) ? years : 0;
}

/** (our wording) The milestone cards' texts, refusals, statement line and messages (issue 38). */
export const milestoneMessages = defineMessages('milestone', {
  anniversaryCard: named<{ years: number; programme: string }>(
    '{years, plural, one {# year} other {# years}} at {programme}',
    "A work anniversary's card on the wall: years is how long the member has worked there, programme the company's programme name (a brand name).",
  ),
  birthdayCard: named<{ name: string }>(
    'Happy birthday, {name}!',
    "A birthday's card on the wall; name is the member's first name.",
  ),
  welcomeCard: named<{ name: string }>(
    'Welcome {name}',
    "A new member's welcome card on the wall; name is the member's full name.",
  ),
  nobodyGave: text(
    'Nobody gave this card, so points cannot be added to it.',
    'Adding points refused: the card is a milestone (an anniversary, a birthday or a welcome) from the programme.',
  ),
  anniversaryEntry: named<{ years: number; programme: string }>(
    'Work anniversary: {years, plural, one {# year} other {# years}} at {programme}',
    "The line on a member's points statement for the points the programme gave on their work anniversary.",
  ),
  anniversarySubject: named<{ firstname: string }>(
    'Happy work anniversary, {firstname}!',
    "The subject of the work anniversary email; firstname is the member's.",
  ),
  anniversaryMessage: named<{ programme: string; years: number; gift: boolean; points: string }>(
    '{programme} celebrates {years, plural, one {# year} other {# years}} with you{gift, select, true { and sends you {points} points} other {}}. Your colleagues can see it on the wall.',
    'The work anniversary SMS and email, from the programme (programme): years is how long the member has worked there, points the points that came with it (when gift is true).',
  ),
  welcomeCardOptIn: text(
    'Welcome me on the recognition wall',
    'A checkbox on the last step of Register, ticked by default: whether a welcome card for the new member goes on the wall.',
  ),
});
