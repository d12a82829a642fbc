import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML from the CMS, sanitised: no scripts, no event handlers, links open safely. */
export function RawHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
