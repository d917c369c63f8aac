import { decodeFab } from '@plaudit/domain';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface SafeHtmlProps {
  /** HTML from the server: content pages, product fAB text, voucher messages. */
  html: string;
  /** Decode the product text convention where ~( and ~) stand for angle brackets first. @default false */
  fab?: boolean;
  /** The wrapping element. @default 'div' */
  as?: 'div' | 'span' | 'section';
  className?: string;
}

/** The one place that renders server HTML: decoded if asked, always sanitised with DOMPurify first. */
export function SafeHtml({ html, fab = false, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(fab ? decodeFab(html) : html), [html, fab]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
