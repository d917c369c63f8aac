import { createContext, use, type ReactNode } from 'react';

/**
 * Why sending is off, when it is (offline): the id of the element that says so. A submit button inside
 * is switched off and described by that element, so a form is never sent and nothing is queued.
 */
const SendingOffContext = createContext<string | undefined>(undefined);

export interface SendingOffProps {
  /** The id of the element that says why sending is off; undefined when sending is on. */
  reasonId: string | undefined;
  children: ReactNode;
}

/** Switches off every submit button below it while `reasonId` is set (the portal does so offline). */
export function SendingOff({ reasonId, children }: SendingOffProps) {
  return <SendingOffContext value={reasonId}>{children}</SendingOffContext>;
}

/** The id of the element that says why sending is off, or undefined when sending is on. */
export function useSendingOff(): string | undefined {
  return use(SendingOffContext);
}
