import type { Locale } from '../../../../../generated/phoenix/phoenix';
import { useGetMarquee } from '../../../../../generated/phoenix/phoenix';

/** Scrolling announcements in the site language, in the editors' order. */
export function useMarqueeQuery(locale: Locale) {
  return useGetMarquee(
    { locale },
    { query: { select: (response) => [...response.data].sort((a, b) => a.sort - b.sort), staleTime: 5 * 60_000 } },
  );
}
