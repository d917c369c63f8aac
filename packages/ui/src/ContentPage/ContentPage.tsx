import { useId } from 'react';
import form from '../forms/form.module.scss';
import { Loading } from '../Loading/index.ts';
import prose from '../SafeHtml/document.module.scss';
import { SafeHtml } from '../SafeHtml/index.ts';

export interface ContentPageProps {
  /** The content block's title; absent while loading. */
  title?: string;
  /** The content block's HTML; absent while loading. */
  html?: string;
  /** A load failure (e.g. 'Error retrieving content' or 'Invalid Key'), shown instead of the content. */
  error?: string;
}

/** A server content page (/about, /howitworks, /terms, …): loading, error or the sanitised content. */
export function ContentPage({ title, html, error }: ContentPageProps) {
  const headingId = useId();
  if (error) return <p role="alert">{error}</p>;
  if (html === undefined) return <Loading />;
  return (
    <article aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h1 id={headingId} className={form.heading}>
          {title}
        </h1>
      )}
      <SafeHtml html={html} className={prose.document} />
    </article>
  );
}
