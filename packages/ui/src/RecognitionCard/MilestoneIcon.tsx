import type { FeedKind } from '../wall/types.ts';

type Milestone = Extract<FeedKind, 'anniversary' | 'birthday' | 'welcome'>;

/** Whether a card is a milestone the programme posted (it has an icon and no giver). */
export const isMilestone = (kind: FeedKind): kind is Milestone =>
  kind === 'anniversary' || kind === 'birthday' || kind === 'welcome';

/** The paths of each milestone's icon, drawn on a 24 × 24 grid in the text's colour. */
const paths: Record<Milestone, readonly string[]> = {
  // A medal on its ribbon.
  anniversary: ['M8 2h8l-2 6h-4z', 'M12 9a6.5 6.5 0 1 1 0 13a6.5 6.5 0 0 1 0-13z'],
  // A cake with a candle.
  birthday: ['M11 2h2v5h-2z', 'M4 10h16v4H4z', 'M4 15h16v7H4z'],
  // A waving hand's open palm.
  welcome: ['M7 11V5h2v6h1V3h2v8h1V4h2v8h1V7h2v8a7 7 0 0 1-14 0v-4z'],
};

/** A milestone card's icon: decorative (the card's heading names the milestone). */
export function MilestoneIcon({ kind, className }: { kind: Milestone; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      data-milestone={kind}
      className={className}
    >
      {paths[kind].map((d) => (
        <path key={d} d={d} fill="currentColor" />
      ))}
    </svg>
  );
}
