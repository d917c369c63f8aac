import { defaultProgrammeTimeZone, whatsAppMessages, type MessageChannel } from '@plaudit/domain';
import { useId } from 'react';
import { Checkbox } from '../Checkbox/index.ts';
import field from '../forms/field.module.scss';
import { RadioGroup } from '../RadioGroup/index.ts';
import { useBrandFormat, useSiteConfig } from '../theme/index.ts';
import styles from './Profile.module.scss';

export interface MessageChannelFieldProps {
  /** How the member gets their messages now, as stored. */
  current: MessageChannel;
  /** When they chose WhatsApp (while `current` is 'whatsapp'). */
  since?: Date | null | undefined;
  /** The choice in the form. */
  value: MessageChannel;
  onChange: (value: MessageChannel) => void;
  /** Whether the member ticked the opt-in sentence (asked only when newly choosing WhatsApp). */
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /** Why the opt-in cannot be saved yet (the sentence not ticked). */
  agreeError?: string | undefined;
  /** The server's message about the choice itself. */
  errorMessage?: string | undefined;
  /** The time zone the opt-in's day is told in. @default 'Africa/Johannesburg' */
  timeZone?: string;
}

/** The day a member chose WhatsApp, as the language writes it ('21 Nov 2026'). */
function useOptInDay(since: Date | null | undefined, timeZone: string): string | undefined {
  const format = useBrandFormat();
  return since ? format.date(since, timeZone) : undefined;
}

/**
 * My Profile's choice of how the member gets the messages that would come by SMS (issue 37): SMS or
 * WhatsApp. Newly choosing WhatsApp asks them to tick the opt-in sentence, which names the programme and
 * WhatsApp; while on WhatsApp it says since when, and choosing SMS takes it back.
 */
export function MessageChannelField({
  current,
  since,
  value,
  onChange,
  agreed,
  onAgreedChange,
  agreeError,
  errorMessage,
  timeZone = defaultProgrammeTimeZone,
}: MessageChannelFieldProps) {
  const hintId = useId();
  const stateId = useId();
  const day = useOptInDay(since, timeZone);
  const optingIn = value === 'whatsapp' && current !== 'whatsapp';
  const stateText =
    value === 'whatsapp' && current === 'whatsapp' && day !== undefined
      ? whatsAppMessages.onSince(day)
      : value === 'sms' && current === 'whatsapp'
        ? whatsAppMessages.takeBack
        : undefined;
  return (
    <section className={styles.channel}>
      <RadioGroup
        label={whatsAppMessages.channelLabel}
        name="messageChannel"
        options={[
          { value: 'sms', label: whatsAppMessages.sms },
          { value: 'whatsapp', label: whatsAppMessages.whatsApp },
        ]}
        value={value}
        onChange={(next) => onChange(next === 'whatsapp' ? 'whatsapp' : 'sms')}
        errorMessage={errorMessage}
        aria-describedby={stateText === undefined ? hintId : `${hintId} ${stateId}`}
      />
      <p id={hintId} className={field.description}>
        {whatsAppMessages.channelHint}
      </p>
      {stateText !== undefined && (
        <p id={stateId} className={styles.channelState}>
          {stateText}
        </p>
      )}
      {optingIn && <WhatsAppOptIn agreed={agreed} onChange={onAgreedChange} error={agreeError} />}
    </section>
  );
}

export interface WhatsAppOptInProps {
  /** Whether the sentence is ticked. */
  agreed: boolean;
  onChange: (agreed: boolean) => void;
  /** Why it cannot go on without the tick. */
  error?: string | undefined;
}

/** The opt-in sentence (the catalogue's `whatsapp.optIn`, naming the programme) as the box to tick. */
export function WhatsAppOptIn({ agreed, onChange, error }: WhatsAppOptInProps) {
  const site = useSiteConfig();
  return (
    <Checkbox name="whatsAppAgreed" isSelected={agreed} onChange={onChange} errorMessage={error}>
      {whatsAppMessages.optIn(site.brandName)}
    </Checkbox>
  );
}

export interface MessageChannelTextProps {
  /** How the member gets their messages. */
  channel: MessageChannel;
  /** When they chose WhatsApp. */
  since?: Date | null | undefined;
  /** @default 'Africa/Johannesburg' */
  timeZone?: string;
}

/** How the member gets their messages, in words: 'SMS', or 'WhatsApp, since 21 Nov 2026'. */
export function MessageChannelText({
  channel,
  since,
  timeZone = defaultProgrammeTimeZone,
}: MessageChannelTextProps) {
  const day = useOptInDay(since, timeZone);
  if (channel !== 'whatsapp') return whatsAppMessages.sms;
  return day === undefined ? whatsAppMessages.whatsApp : whatsAppMessages.viewWhatsApp(day);
}
