import { useId } from 'react';
import { pushMessages } from '@plaudit/domain';
import field from '../forms/field.module.scss';
import { Checkbox } from '../Checkbox/index.ts';
import styles from './Profile.module.scss';

/**
 * Where "Notify me on this phone" stands: the browser has no push ('unsupported'), the member or the
 * browser blocked notifications ('denied'), off, on, being turned on or off ('working'), or a try that
 * failed ('failed', off).
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on' | 'working' | 'failed';

export interface PushNotificationsProps {
  state: PushState;
  /** The member turned it on (true) or off (false). */
  onChange: (on: boolean) => void;
}

const hintOf = (state: PushState): string => {
  switch (state) {
    case 'on':
      return pushMessages.onHint;
    case 'working':
      return pushMessages.working;
    case 'denied':
      return pushMessages.denied;
    case 'failed':
      return pushMessages.failed;
    default:
      return pushMessages.offHint;
  }
};

/** My Profile's "Notify me on this phone" (issue 37): push notifications for this browser, on or off. */
export function PushNotifications({ state, onChange }: PushNotificationsProps) {
  if (state === 'unsupported')
    return (
      <section className={styles.push} aria-label={pushMessages.label}>
        <p className={field.description}>{pushMessages.unsupported}</p>
      </section>
    );
  const problem = state === 'denied' || state === 'failed';
  return <PushSwitch state={state} onChange={onChange} problem={problem} />;
}

function PushSwitch({ state, onChange, problem }: PushNotificationsProps & { problem: boolean }) {
  // The hint under the box says where it stands (and why not, when it failed): the box's description.
  const hintId = useId();
  return (
    <section className={styles.push}>
      <Checkbox
        name="pushNotifications"
        aria-describedby={hintId}
        isSelected={state === 'on'}
        isDisabled={state === 'working' || state === 'denied'}
        onChange={onChange}
      >
        {pushMessages.label}
      </Checkbox>
      <p
        id={hintId}
        className={problem ? field.error : field.description}
        role={problem ? 'alert' : undefined}
        aria-live={state === 'working' ? 'polite' : undefined}
      >
        {hintOf(state)}
      </p>
    </section>
  );
}
