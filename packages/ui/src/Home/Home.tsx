import { formatPoints, messages } from '@plaudit/domain';
import { useId } from 'react';
import form from '../forms/form.module.scss';
import { Link } from '../Link/index.ts';
import { Loading } from '../Loading/index.ts';
import styles from './Home.module.scss';

export interface HomeWelcomeProps {
  firstname: string;
  /** The links under the welcome. @default Browse rewards (/rewards) and Redeem points (/redeem) */
  links?: readonly { label: string; href: string }[];
}

const defaultWelcomeLinks = [
  { label: 'Browse rewards', href: '/rewards' },
  { label: 'Redeem points', href: '/redeem' },
];

/** Home's welcome with its links to the shop (/rewards) and redemption (/redeem). */
export function HomeWelcome({ firstname, links = defaultWelcomeLinks }: HomeWelcomeProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        Welcome, {firstname}
      </h1>
      <p className={form.intro}>
        Recognise your colleagues, and spend the points you earn on rewards.
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
  const entries: [string, number][] = [
    ['Messages sent', stats.messagesSent],
    ['Rewards issued', stats.rewardsIssued],
    ['Rewards redeemed', stats.rewardsRedeemed],
  ];
  return (
    <dl className={styles.stats} aria-label="Statistics">
      {entries.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd>{formatPoints(value)}</dd>
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
  /** The picture URL of a picId (the app serves them from /profilepic/{picId}). */
  pictureUrl: (picId: string) => string;
  /** The list heading. @default 'Recent Recognition' */
  title?: string;
  /** Shown in place of the list when nobody was recognised recently. @default 'No Results' */
  emptyText?: string;
}

/** Recently recognised members: picture, name and division, with 'Loading...' while fetching. */
export function RecentRecognitionList({
  rows,
  pictureUrl,
  title = 'Recent Recognition',
  emptyText = messages.noResults,
}: RecentRecognitionListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {title}
      </h2>
      {rows === undefined ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.recognition}>
          {rows.map((row, i) => (
            <li key={`${row.picId}-${String(i)}`} className={styles.person}>
              <img className={styles.avatar} src={pictureUrl(row.picId)} alt="" />
              <div className={styles.personText}>
                <div>{row.memberName}</div>
                <div className={styles.division}>{row.division}</div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
