import { usePinBySmsMutation, usePinStatusQuery } from '@plaudit/api';
import type { MessageChannel } from '@plaudit/domain';
import type { PinChannelState, PinChannelStatusProps } from '@plaudit/ui';
import { useEffect, useState } from 'react';

/** How often the pin step asks where a pin sent by WhatsApp is (the server falls back after 45 s). */
export const pinStatusPollMs = 5_000;

/**
 * The pin step's word on a pin asked for by WhatsApp (issue 37), for Register and Forgot password: it polls
 * pinStatus until the pin is delivered or went by SMS, and "Send it by SMS instead" asks pinBySms. Undefined
 * for a pin sent by SMS.
 */
export function usePinChannel(
  auth: string | undefined,
  asked: MessageChannel | undefined,
  report: (error: unknown) => void,
): PinChannelStatusProps | undefined {
  const byWhatsApp = asked === 'whatsapp' && auth !== undefined;
  const [answered, setAnswered] = useState<{ auth: string; state: PinChannelState }>();
  const [bySms, sending] = usePinBySmsMutation();
  const own = answered?.auth === auth ? answered?.state : undefined;
  // Once delivered or sent by SMS there is nothing more to learn: the polling stops (data costs money),
  // and the last answer is kept (a skipped query has no data).
  const [settledOn, setSettledOn] = useState<{ auth: string; state: PinChannelState }>();
  const last = settledOn?.auth === auth ? settledOn?.state : undefined;
  const settled = own?.fellBack === true || last !== undefined;
  const status = usePinStatusQuery(
    { auth: auth ?? '' },
    { skip: !byWhatsApp || settled, pollingInterval: pinStatusPollMs },
  );
  const polled = status.data;
  useEffect(() => {
    if (auth !== undefined && polled && (polled.delivered || polled.fellBack))
      setSettledOn({
        auth,
        state: { channel: polled.channel, fellBack: polled.fellBack, delivered: polled.delivered },
      });
  }, [polled, auth]);
  if (!byWhatsApp) return undefined;
  const state: PinChannelState = own ??
    last ??
    (polled
      ? { channel: polled.channel, fellBack: polled.fellBack, delivered: polled.delivered }
      : undefined) ?? { channel: 'whatsapp', fellBack: false };
  return {
    ...state,
    isSendingBySms: sending.isLoading,
    onSendBySms: () => {
      void bySms({ auth }).then((result) => {
        if (result.error) report(result.error);
        else
          setAnswered({
            auth,
            state: { channel: result.data.channel, fellBack: result.data.fellBack },
          });
      });
    },
  };
}
