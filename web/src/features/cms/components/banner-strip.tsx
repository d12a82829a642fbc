import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './banner-strip.module.css';

interface BannerStripProps {
  /** One slide per item, each filling the strip's width. */
  slides: readonly { key: string; content: ReactNode }[];
  previousLabel: string;
  nextLabel: string;
  /** The accessible name of the dot that shows slide `index` (0-based). */
  indicatorLabel: (index: number) => string;
  className?: string;
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The slide whose start is nearest the strip's scroll position. */
function slideInView(strip: HTMLElement): number {
  const slides = strip.children;
  let nearest = 0;
  let distance = Number.POSITIVE_INFINITY;
  for (let index = 0; index < slides.length; index++) {
    const gap = Math.abs((slides[index] as HTMLElement).offsetLeft - strip.scrollLeft);
    if (gap < distance) {
      nearest = index;
      distance = gap;
    }
  }
  return nearest;
}

/**
 * Slides side by side in a strip the browser scrolls and snaps itself (CSS scroll snap): a finger
 * swipes it natively, and nothing runs until someone moves it, where a carousel engine measured
 * the page as it started (a tenth of a second on a slowed phone). Arrows (wider screens) and dots
 * go to a slide; past either end the arrows wrap round. Arrow keys work while focus is inside.
 */
export function BannerStrip({ slides, previousLabel, nextLabel, indicatorLabel, className }: BannerStripProps) {
  const strip = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const count = slides.length;

  // Which dot is lit follows the scroll, read once per frame while the strip moves.
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      if (frame !== 0) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        setActive(slideInView(element));
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  const show = (index: number) => {
    const element = strip.current;
    if (!element || count === 0) return;
    const target = ((index % count) + count) % count;
    const slide = element.children[target] as HTMLElement | undefined;
    if (!slide) return;
    element.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
    setActive(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(active + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(active - 1);
    }
  };

  return (
    <div className={`${classes.root}${className ? ` ${className}` : ''}`} onKeyDown={onKeyDown}>
      <div ref={strip} className={classes.strip}>
        {slides.map((slide) => (
          // Every slide's link stays reachable: tabbing to one scrolls the strip to it, and its dot lights.
          <div key={slide.key} className={classes.slide}>
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <div className={classes.controls}>
            <button type="button" className={classes.control} aria-label={previousLabel} onClick={() => show(active - 1)}>
              <Chevron direction="previous" />
            </button>
            <button type="button" className={classes.control} aria-label={nextLabel} onClick={() => show(active + 1)}>
              <Chevron direction="next" />
            </button>
          </div>
          <div className={classes.indicators}>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className={classes.indicator}
                data-active={index === active || undefined}
                aria-current={index === active ? 'true' : undefined}
                aria-label={indicatorLabel(index)}
                onClick={() => show(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width={16} height={16} viewBox="0 0 15 15" fill="none" aria-hidden focusable={false}>
      <path
        d={direction === 'next' ? 'M6 3l4.5 4.5L6 12' : 'M9 3L4.5 7.5 9 12'}
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
