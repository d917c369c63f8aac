import { useBrandFormat, useTranslator } from '../theme/index.ts';
import { offlineMessages } from './messages.ts';
import styles from './Offline.module.scss';

export interface OfflineNoticeProps {
  /** When the data shown was received (the oldest answer shown from the phone's copy). */
  shownAsAt: Date;
  /** The id of the sentence that says why sending is off (SendingOff's reasonId). */
  reasonId: string;
  /** The time zone the time is written in. @default the phone's */
  timeZone?: string;
  /** Now, to tell today's time from an earlier day's (stories and tests). @default new Date() */
  now?: Date;
}

const dayOf = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);

/**
 * The notice the portal shows at the top of every page while offline: since when the data is shown, and
 * that nothing can be sent (the submit buttons say so through `reasonId`).
 */
export function OfflineNotice({
  shownAsAt,
  reasonId,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  now = new Date(),
}: OfflineNoticeProps) {
  const { locale } = useTranslator();
  const format = useBrandFormat();
  const time =
    dayOf(shownAsAt, timeZone) === dayOf(now, timeZone)
      ? new Intl.DateTimeFormat(locale, {
          timeZone,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(shownAsAt)
      : format.dateTime(shownAsAt, timeZone);
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.line}>
        <strong>{offlineMessages.shownAsAt(time)}</strong>
      </p>
      <p className={styles.line} id={reasonId}>
        {offlineMessages.sendingOff}
      </p>
    </div>
  );
}
