import { useId } from 'react';
import form from '../forms/form.module.scss';
import { Link } from '../Link/index.ts';
import { useWords } from '../theme/index.ts';

/** (our wording) What an address with no page shows. */
export const pageNotFoundTexts = {
  heading: 'Page not found',
  text: 'This page does not exist.',
  home: 'Go to the home page',
} as const;

export interface PageNotFoundProps {
  /** Where the way out leads. @default '/' */
  homeHref?: string;
}

/** An address with no page behind it: says so, and offers the way home. */
export function PageNotFound({ homeHref = '/' }: PageNotFoundProps) {
  const word = useWords();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {word(pageNotFoundTexts.heading)}
      </h1>
      <p className={form.intro}>{word(pageNotFoundTexts.text)}</p>
      <Link href={homeHref}>{word(pageNotFoundTexts.home)}</Link>
    </section>
  );
}
