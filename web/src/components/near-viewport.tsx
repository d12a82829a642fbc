/**
 * A part below the fold (issue 25): its code, its data and its rendering wait until its place
 * comes near the viewport (within a screen of it), then it mounts and stays. Until then, and while
 * its chunk loads, it is an empty block of the height it is likely to take (`reserve`), so what
 * comes after it stays below the fold as well and does not load at once beside it.
 *
 *   const promoRow = lazyPart(() => import('./promo-row'), 'promo-row', (module) => module.PromoRow);
 *   <NearViewport reserve={{ base: 480, big: 240 }} part={promoRow} />   // its own chunk
 *   <NearViewport reserve={360}><Categories /></NearViewport>           // code already here
 *
 * A short page, or one scrolled there already, mounts the part at once: it is near. Without
 * IntersectionObserver (unit tests) it mounts at once too. An e2e test scrolls to the part, as a
 * player does, before reading it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAppSettings } from '../stores/app-settings';
import { LoadedPart, type LazyPart } from './lazy-part';

/** How far ahead of the viewport a part starts to load: one screen, above and below. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/** The height to keep free before the part has drawn: px, or per screen size (big screens from 768 px). */
export type Reserve = number | { base: number; big: number };

/** True once the element has come within `margin` of the viewport (at once without IntersectionObserver). */
export function useNearViewport<E extends Element>(margin = NEAR_VIEWPORT_MARGIN) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

type NearViewportProps = { reserve: Reserve; className?: string } & ({ part: LazyPart; children?: undefined } | { part?: undefined; children: ReactNode });

export function NearViewport({ reserve, className, part, children }: NearViewportProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const minHeight = typeof reserve === 'number' ? reserve : bigScreen ? reserve.big : reserve.base;
  const placeholder = <div ref={ref} className={className} style={{ minHeight }} aria-hidden="true" data-near-viewport="waiting" />;
  if (part) return <LoadedPart part={part} wanted={near} props={{}} fallback={placeholder} />;
  return near ? children : placeholder;
}
