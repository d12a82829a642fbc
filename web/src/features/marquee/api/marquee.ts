import { useQuery } from '@tanstack/react-query';
import { getMarquee, type Locale, type MarqueeItem } from '#generated/phoenix/platform.ts';
import { apiQuery } from '#web/api/api-query.ts';

const byOrder = (items: MarqueeItem[]) => [...items].sort((a, b) => a.sort - b.sort);

/**
 * Scrolling announcements in the site language, in the editors' order. A background strip: when
 * it fails or times out it is simply not shown, without a toast (silent); session codes and
 * HTTP 401 still apply (lib/http/error-policy).
 */
export function useMarqueeQuery(locale: Locale) {
  return useQuery({ ...apiQuery({ getMarquee }, { locale }, { silent: true, staleTime: 5 * 60_000 }), select: byOrder });
}
