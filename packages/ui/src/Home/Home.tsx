import { useId } from 'react';
import { Avatar } from '../Avatar/index.ts';
import form from '../forms/form.module.scss';
import { Link } from '../Link/index.ts';
import { Loading } from '../Loading/index.ts';
import styles from './Home.module.scss';
import {
  uiMessages,
  useBalanceNames,
  useBrandContent,
  useBrandFormat,
  useMessages,
  useWords,
  type UiWord,
} from '../theme/index.ts';

export interface HomeWelcomeProps {
  firstname: string;
  /** The links under the welcome. @default Browse rewards (/rewards) and Redeem points (/redeem) */
  links?: readonly { label: string; href: string }[];
}

const defaultWelcomeLinks: readonly { label: UiWord; href: string }[] = [
  { label: 'Browse rewards', href: '/rewards' },
  { label: 'Redeem points', href: '/redeem' },
];

/** Home's welcome with its links to the shop (/rewards) and redemption (/redeem). */
export function HomeWelcome({ firstname, links: givenLinks }: HomeWelcomeProps) {
  const word = useWords();
  const phrases = useBrandContent().phrases;
  const links =
    givenLinks ?? defaultWelcomeLinks.map((l) => ({ label: word(l.label), href: l.href }));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {phrases.welcome(firstname)}
      </h1>
      <p className={form.intro}>
        {word('Recognise your colleagues, and spend the points you earn on rewards.')}
      </p>
      {links.length > 0 && (
        <ul className={form.links}>
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href}>{l.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface HomeAllowanceProps {
  /** The Pay It Forward allowance the member has left to give (awardsPointsAvailable1). */
  pointsAvailable: number;
  /** When the next monthly allowance arrives ('1 Dec 2026'), said when nothing is left. */
  nextAllowanceDay: string;
}

/**
 * Home's word on the Pay It Forward allowance, beside the adverts that invite the member to give (the
 * welcome's links lead to Pay It Forward): what is left to give or, when nothing is, the day the next
 * allowance arrives.
 */
export function HomeAllowance({ pointsAvailable, nextAllowanceDay }: HomeAllowanceProps) {
  const format = useBrandFormat();
  const { flowMessages } = useMessages();
  const name = useBalanceNames().payItForward;
  return (
    <p className={styles.allowance}>
      {pointsAvailable > 0
        ? flowMessages.leftToGive(format.number(pointsAvailable), name)
        : flowMessages.noneLeftToGive(name, nextAllowanceDay)}
    </p>
  );
}

/** The home statistics of /api/member/getmemberdata. */
export interface HomeStatsValues {
  messagesSent: number;
  rewardsIssued: number;
  rewardsRedeemed: number;
}

export interface HomeStatsProps {
  stats: HomeStatsValues;
}

/** Home's statistics: messages sent, rewards issued, rewards redeemed. */
export function HomeStats({ stats }: HomeStatsProps) {
  const format = useBrandFormat();
  const word = useWords();
  const entries: [string, number][] = [
    [word('Messages sent'), stats.messagesSent],
    [word('Rewards issued'), stats.rewardsIssued],
    [word('Rewards redeemed'), stats.rewardsRedeemed],
  ];
  return (
    <dl className={styles.stats} aria-label={word('Statistics')}>
      {entries.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd>{format.number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A recent recognition row (SPEC §3). */
export interface RecentRecognitionRow {
  picId: string;
  memberName: string;
  division: string;
}

export interface RecentRecognitionListProps {
  /** The rows; undefined while they load. */
  rows: readonly RecentRecognitionRow[] | undefined;
  /** The picture URL of a picId (the app serves them from /profilepic/{picId}); none: the initials. */
  pictureUrl: (picId: string) => string;
  /** The list heading. @default 'Recent Recognition' */
  title?: string;
  /** Shown in place of the list when nobody was recognised recently. @default 'No Results' */
  emptyText?: string;
  /** The heading's level: 1 where the list is the page (/recentrecognition). @default 2 */
  headingLevel?: 1 | 2;
  /** A link under the list to the whole list (Home's to /recentrecognition). */
  more?: { label: string; href: string };
}

/** Recently recognised members: picture, name and division, with 'Loading...' while fetching. */
export function RecentRecognitionList({
  rows,
  pictureUrl,
  title,
  emptyText,
  headingLevel = 2,
  more,
}: RecentRecognitionListProps) {
  const word = useWords();
  const { messages } = useMessages();
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={headingLevel === 1 ? form.heading : styles.subheading}>
        {title ?? word('Recent Recognition')}
      </Heading>
      {rows === undefined ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{emptyText ?? messages.noResults}</p>
      ) : (
        <ul className={styles.recognition}>
          {rows.map((row, i) => (
            <li key={`${row.picId}-${String(i)}`} className={styles.person}>
              <Avatar name={row.memberName} url={row.picId ? pictureUrl(row.picId) : undefined} />
              <div className={styles.personText}>
                <div>{row.memberName}</div>
                <div className={styles.division}>{row.division}</div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {more && rows !== undefined && rows.length > 0 && (
        <p className={styles.more}>
          <Link href={more.href}>{more.label}</Link>
        </p>
      )}
    </section>
  );
}

/** A get-to-know item of Home (the member data bundle's homeGetToKnow). */
export interface GetToKnowItem {
  memberId: string;
  /** Their picture's id, '' or null when none. */
  picId: string | null;
  memberName: string;
  division: string;
  interest1: string;
}

export interface GetToKnowListProps {
  /** The colleagues; an empty list hides the section. */
  items: readonly GetToKnowItem[];
  /** The picture URL of a picId; a colleague without one shows their initials. */
  pictureUrl: (picId: string | null) => string;
  /** Where a colleague's card is. @default `/gettoknow/${memberId}` */
  cardHref?: (memberId: string) => string;
  /** The list heading. @default 'Get to Know' */
  title?: string;
}

/** Home's get-to-know: colleagues who shared something about themselves, each linking to their card. */
export function GetToKnowList({
  items,
  pictureUrl,
  cardHref = (memberId) => `/gettoknow/${memberId}`,
  title,
}: GetToKnowListProps) {
  const word = useWords();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.getToKnow}>
      <h2 id={headingId} className={styles.subheading}>
        {title ?? word('Get to Know')}
      </h2>
      <ul className={styles.recognition}>
        {items.map((item) => (
          <li key={item.memberId} className={styles.person}>
            <Avatar name={item.memberName} url={item.picId ? pictureUrl(item.picId) : undefined} />
            <div className={styles.personText}>
              <Link href={cardHref(item.memberId)}>{item.memberName}</Link>
              <div className={styles.division}>
                {item.interest1
                  ? uiMessages.divisionAndInterest(item.division, item.interest1)
                  : item.division}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
