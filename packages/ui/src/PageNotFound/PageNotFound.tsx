import { useId } from 'react';
import form from '../forms/form.module.scss';
import { Link } from '../Link/index.ts';
import { pageNotFoundTexts } from './pageNotFoundTexts.ts';

export { pageNotFoundTexts };

export interface PageNotFoundProps {
  /** Where the way out leads. @default '/' */
  homeHref?: string;
}

/** An address with no page behind it: says so, and offers the way home. */
export function PageNotFound({ homeHref = '/' }: PageNotFoundProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {pageNotFoundTexts.heading}
      </h1>
      <p className={form.intro}>{pageNotFoundTexts.text}</p>
      <Link href={homeHref}>{pageNotFoundTexts.home}</Link>
    </section>
  );
}
