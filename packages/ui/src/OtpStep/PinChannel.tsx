import { messageChannels, pinChannelMessages, type MessageChannel } from '@plaudit/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../Button/index.ts';
import form from '../forms/form.module.scss';
import { RadioGroup } from '../RadioGroup/index.ts';

export interface PinChannelChoiceProps {
  value: MessageChannel;
  onChange: (channel: MessageChannel) => void;
  isDisabled?: boolean;
}

const isChannel = (value: string): value is MessageChannel =>
  (messageChannels as readonly string[]).includes(value);

/**
 * Step 1 of Register and Forgot password (issue 37): the one-time pin by SMS (first, the default the spec
 * describes) or by WhatsApp. Radio buttons: arrow keys choose, the screen reader reads the label.
 */
export function PinChannelChoice({ value, onChange, isDisabled }: PinChannelChoiceProps) {
  return (
    <RadioGroup
      label={pinChannelMessages.label}
      name="channel"
      options={[
        { value: 'sms', label: pinChannelMessages.sms },
        { value: 'whatsapp', label: pinChannelMessages.whatsApp },
      ]}
      value={value}
      onChange={(next) => {
        if (isChannel(next)) onChange(next);
      }}
      {...(isDisabled === undefined ? {} : { isDisabled })}
    />
  );
}

/** Where a pin asked for by WhatsApp is: still by WhatsApp, or sent by SMS instead. */
export interface PinChannelState {
  channel: MessageChannel;
  /** The pin went by SMS after all (WhatsApp failed or was slow, or the member asked). */
  fellBack: boolean;
  /** WhatsApp reported the pin delivered: it is no longer waited for. @default false */
  delivered?: boolean | undefined;
}

export interface PinChannelStatusProps extends PinChannelState {
  /** "Send it by SMS instead": offered while the pin is waited for on WhatsApp. */
  onSendBySms?: (() => void) | undefined;
  /** The SMS is being asked for. @default false */
  isSendingBySms?: boolean | undefined;
}

/**
 * The pin step's word on a pin asked for by WhatsApp (issue 37): that it went by WhatsApp, with "Send it by
 * SMS instead", or that it went by SMS instead. A live region: a screen reader hears the change. Nothing
 * for a pin sent by SMS in the first place (the pin field's hint says so).
 */
export function PinChannelStatus({
  channel,
  fellBack,
  delivered = false,
  onSendBySms,
  isSendingBySms = false,
}: PinChannelStatusProps) {
  const byWhatsApp = channel === 'whatsapp' && !fellBack;
  // Waited for until WhatsApp reports it delivered: "Send it by SMS instead" is offered meanwhile.
  const waiting = byWhatsApp && !delivered;
  // "Send it by SMS instead" goes once the pin went by SMS: the focus it had moves to what the step says,
  // never to the page's start.
  const note = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!waiting && pressed.current) {
      pressed.current = false;
      note.current?.focus();
    }
  }, [waiting]);
  return (
    <div className={form.pinResend}>
      <p ref={note} role="status" tabIndex={-1} className={form.pinNote}>
        {byWhatsApp
          ? pinChannelMessages.sentByWhatsApp
          : fellBack
            ? pinChannelMessages.fellBack
            : ''}
      </p>
      {waiting && onSendBySms && (
        <Button
          variant="link"
          onPress={() => {
            pressed.current = true;
            onSendBySms();
          }}
          isPending={isSendingBySms}
        >
          {pinChannelMessages.sendBySms}
        </Button>
      )}
    </div>
  );
}
