import { clsx } from 'clsx';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './Button.module.scss';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** How prominent the button is. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'link';
  className?: string;
}

/** A themed button; `onPress` fires for mouse, touch and keyboard alike. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} data-variant={variant} className={clsx(styles.root, className)} />;
}
