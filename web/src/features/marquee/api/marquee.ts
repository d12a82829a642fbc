import { useGetMarquee, type Locale } from '../../../../../generated/phoenix/platform';

/**
 * Scrolling announcements in the site language, in the editors' order. A background strip: when
 * it fails or times out it is simply not shown, without a toast (silent); session codes and
 * HTTP 401 still apply (lib/http/error-policy).
 */
export function useMarqueeQuery(locale: Locale) {
  return useGetMarquee(
    { locale },
    {
      query: { select: (response) => [...response.data].sort((a, b) => a.sort - b.sort), staleTime: 5 * 60_000 },
      request: { silent: true },
    },
  );
}
