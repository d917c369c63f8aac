import { useId } from 'react';
import { Avatar } from '../Avatar/index.ts';
import form from '../forms/form.module.scss';
import { Link } from '../Link/index.ts';
import { Loading } from '../Loading/index.ts';
import styles from './GetToKnow.module.scss';
import { useMessages, useWords } from '../theme/index.ts';

/** A colleague's get-to-know card: who they are and what they shared on their profile. */
export interface GetToKnowCardData {
  memberId: string;
  /** Their picture's id, or null when they have none. */
  picId: string | null;
  memberName: string;
  division: string;
  interest1: string;
  interestOtherDesc: string;
  otherInfo: string;
}

export interface GetToKnowCardProps {
  /** The colleague; null when there is nobody to show; undefined while loading. */
  card: GetToKnowCardData | null | undefined;
  /** The picture URL of a picId (the app serves them from /profilepic/{picId}). */
  pictureUrl: (picId: string) => string;
  /** Where 'Shout Out' leads for a colleague. @default `/reward/${memberId}` */
  shoutOutHref?: (memberId: string) => string;
  /** The screen's heading. @default 'Get to Know' */
  title?: string;
}

/**
 * Get to Know (SPEC §2): a colleague's picture, name and division and the get-to-know answers of their
 * profile, with a 'Shout Out' action that opens the Shout Out form with them chosen. Nobody to show (an id
 * of someone not on the programme or not registered) is a plain empty state.
 */
export function GetToKnowCard({
  card,
  pictureUrl,
  shoutOutHref = (memberId) => `/reward/${memberId}`,
  title,
}: GetToKnowCardProps) {
  const word = useWords();
  const { awardTitles, recognitionMessages } = useMessages();
  const headingId = useId();
  const nameId = useId();
  if (card === undefined) return <Loading />;
  const answers = card
    ? (
        [
          [word('Interests'), card.interest1],
          [word('Other interests'), card.interestOtherDesc],
          [word('Other information'), card.otherInfo],
        ] as const
      ).filter(([, value]) => value.trim() !== '')
    : [];
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {title ?? word('Get to Know')}
      </h1>
      {card === null ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{recognitionMessages.getToKnowEmpty}</p>
          <p>{recognitionMessages.getToKnowEmptyHint}</p>
          <Link href="/">{word('Home')}</Link>
        </div>
      ) : (
        <article aria-labelledby={nameId} className={styles.card}>
          <Avatar
            name={card.memberName}
            url={card.picId ? pictureUrl(card.picId) : undefined}
            size="large"
            isLabelled
          />
          <div className={styles.body}>
            <h2 id={nameId} className={styles.name}>
              {card.memberName}
            </h2>
            <p className={styles.division}>{card.division}</p>
            {answers.length > 0 ? (
              <dl className={styles.answers}>
                {answers.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className={styles.noAnswers}>
                {card.memberName} {recognitionMessages.noAnswers}
              </p>
            )}
            <Link href={shoutOutHref(card.memberId)} className={styles.shoutOut}>
              {awardTitles.thankyou}
            </Link>
          </div>
        </article>
      )}
    </section>
  );
}
