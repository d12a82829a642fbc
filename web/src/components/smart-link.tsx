import { forwardRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { isInApp, openLink } from '../lib/bridge/bridge';
import { externalTarget } from '../lib/external-links';
import { href } from '../lib/paths';
import { safeLink } from '../lib/safe-url';

const isExternal = (to: string) => /^https?:\/\//i.test(to);

type SmartLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link from content (CMS actions, the marquee, notices): a site route goes through the router,
 * another site opens in a new tab, and inside the native app links go through the app (SPEC §6).
 * Only http(s) addresses and site paths are links (lib/safe-url); any other value (`javascript:`,
 * `data:`, `//host`) keeps its text and leads nowhere. An empty value leads home, as before.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ to: link, onClick, ...props }, ref) {
  const navigate = useNavigate();
  const safe = link.trim() === '' ? href('/') : safeLink(link);
  // An anchor without href is no link: it is not focusable and nothing follows it.
  if (safe === null) return <a ref={ref} {...props} />;
  // A route SPEC §2 places on another site (/account/voucher) is a link to that site.
  const to = externalTarget(safe) ?? safe;
  if (isExternal(to)) {
    return (
      <a
        ref={ref}
        href={to}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          onClick?.(event);
          if (isInApp()) {
            event.preventDefault();
            openLink(to, navigate);
          }
        }}
        {...props}
      />
    );
  }
  return <Link ref={ref} to={to || href('/')} onClick={onClick} {...props} />;
});
