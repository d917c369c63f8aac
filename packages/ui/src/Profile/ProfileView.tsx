import { formatDob, whatsAppMessages } from '@plaudit/domain';
import { useId } from 'react';
import { Button } from '../Button/index.ts';
import form from '../forms/form.module.scss';
import { Link } from '../Link/index.ts';
import { useBalanceNames, useBrandFormat, useWords } from '../theme/index.ts';
import type { ProfileMember } from './member.ts';
import { MessageChannelText } from './MessageChannel.tsx';
import { ProfilePicture } from './ProfilePicture.tsx';
import styles from './Profile.module.scss';

export interface ProfileViewProps {
  member: ProfileMember;
  /** The URL of the member's picture, when they have one. */
  pictureUrl?: string;
  /** Opens the change-password modal. */
  onChangePassword: () => void;
  /** The time zone the WhatsApp opt-in's day is told in. @default 'Africa/Johannesburg' */
  timeZone?: string;
}

const orNone = (value: string) => (value.trim() === '' ? '—' : value);

/** An email that, too long for its line, breaks before the '@' rather than anywhere in it. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return orNone(address);
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** The profile in view mode, with the edit link and the change-password button. */
export function ProfileView({ member, pictureUrl, onChangePassword, timeZone }: ProfileViewProps) {
  const format = useBrandFormat();
  const headingId = useId();
  const balanceNames = useBalanceNames();
  const word = useWords();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {word('My Profile')}
      </h1>
      <div className={styles.pictureBlock}>
        <ProfilePicture url={pictureUrl} name={`${member.firstname} ${member.surname}`} />
      </div>
      <dl className={styles.details}>
        <dt>{word('First name')}</dt>
        <dd>{member.firstname}</dd>
        <dt>{word('Surname')}</dt>
        <dd>{member.surname}</dd>
        <dt>{word('Email')}</dt>
        <dd>
          <Email address={member.email} />
        </dd>
        <dt>{word('Mobile number')}</dt>
        <dd>{member.cellNum}</dd>
        <dt>{word('Member number')}</dt>
        <dd>{member.memberNumber}</dd>
        <dt>{word('ID')}</dt>
        <dd>{orNone(member.postAddr2)}</dd>
        <dt>{word('Date of birth')}</dt>
        <dd>{formatDob(member.dOBdd, member.dOBmm)}</dd>
        <dt>{word('Interests')}</dt>
        <dd>{orNone(member.interest1)}</dd>
        <dt>{word('Other interests')}</dt>
        <dd>{orNone(member.interestOtherDesc)}</dd>
        <dt>{word('Other information')}</dt>
        <dd>{orNone(member.otherInfo)}</dd>
        <dt>{whatsAppMessages.viewLabel}</dt>
        <dd>
          <MessageChannelText
            channel={member.messageChannel ?? 'sms'}
            since={member.whatsappOptInAt}
            {...(timeZone === undefined ? {} : { timeZone })}
          />
        </dd>
        <dt>{balanceNames.redeemable}</dt>
        <dd>{format.number(member.awardsPointsAvailable)}</dd>
        <dt>{balanceNames.payItForward}</dt>
        <dd>{format.number(member.awardsPointsAvailable1)}</dd>
        {member.isManager && (
          <>
            <dt>{balanceNames.management}</dt>
            <dd>{format.number(member.awardsPointsAvailableMng)}</dd>
          </>
        )}
      </dl>
      <div className={form.actions}>
        <Link href="/myprofile/update">{word('Edit profile')}</Link>
        <Button variant="secondary" onPress={onChangePassword}>
          {word('Change password')}
        </Button>
      </div>
    </section>
  );
}
