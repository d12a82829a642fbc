import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useCommonConfig } from '../../api/platform';
import { openLink } from '../../lib/bridge/bridge';
import { externalTarget } from '../../lib/external-links';
import { RawHtml } from '../raw-html';
import { originOf, safeContentHtml } from './safe-html';

/**
 * CMS HTML: sanitised with the content rules (links https or site paths, images from the media
 * origins), shown through the shared RawHtml. A click on one of its links goes the site's way:
 * a site path through the router (no reload), another site in a new tab or through the app.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  const clean = useMemo(() => safeContentHtml(html, originOf(contentDomain)), [html, contentDomain]);
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || href.startsWith('#')) return;
    event.preventDefault();
    openLink(externalTarget(href) ?? href, navigate);
  };
  return (
    // The links inside are real anchors, reachable and activated by keyboard (Enter clicks); this only routes their clicks.
    <div onClick={onClick}>
      <RawHtml html={clean} className={className} />
    </div>
  );
}
