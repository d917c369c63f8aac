import { clsx } from 'clsx';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { useSendingOff } from '../Offline/sending.tsx';
import styles from './Button.module.scss';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** How prominent the button is. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'link';
  /**
   * Work the button started is under way (a form on its way to the server): presses are ignored (and a
   * form of useForm ignores its submits), a spinner turns, and the button keeps the focus, where a
   * disabled one would drop a keyboard user's focus to the page. @default false
   */
  isPending?: boolean;
  className?: string;
}

/**
 * A themed button; `onPress` fires for mouse, touch and keyboard alike. Its pending state is its own, not
 * react-aria's, which announces the button through a live-region entry that outlives the button when the
 * work ends on another screen (axe then reports the entry as an image without a name).
 */
export function Button({
  variant = 'primary',
  isPending = false,
  className,
  children,
  onPress,
  ...props
}: ButtonProps) {
  // Offline, a button that sends its form is off and says why (SendingOff): nothing is sent or queued.
  const sendingOff = useSendingOff();
  const off = props.type === 'submit' && sendingOff !== undefined;
  return (
    <AriaButton
      {...props}
      {...(off ? { isDisabled: true, 'aria-describedby': sendingOff } : {})}
      onPress={isPending ? undefined : onPress}
      aria-disabled={isPending || undefined}
      data-busy={isPending || undefined}
      data-variant={variant}
      className={clsx(styles.root, className)}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {isPending && <span className={styles.spinner} aria-hidden="true" />}
        </>
      ))}
    </AriaButton>
  );
}
