import { clsx } from 'clsx';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import form from '../forms/form.module.scss';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  className?: string;
}

/**
 * A themed link. Navigation goes through react-aria's RouterProvider when the app supplies one,
 * so the ui package never imports a router.
 */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={clsx(form.link, className)} />;
}
