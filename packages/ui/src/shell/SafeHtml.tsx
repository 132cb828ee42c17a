import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Inline formatting only: no scripts, styles, frames, forms or event handlers survive. */
const allowed = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 's', 'mark', 'small', 'br', 'span', 'p', 'a', 'code', 'ul', 'ol', 'li'], ALLOWED_ATTR: ['href', 'title', 'class'] };

export const sanitizeHtml = (html: string) => DOMPurify.sanitize(html, allowed);

/** HTML from data (titles and descriptions of messages and notifications), sanitised first. */
export function SafeHtml({ html, className, id, as: As = 'span' }: { html: string; className?: string; id?: string; as?: 'span' | 'div' | 'p' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <As id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
