import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '#web/testing/render.tsx';
import { BannerStrip } from './banner-strip';

const SLIDE_WIDTH = 300;
const slides = ['a', 'b', 'c'].map((key) => ({ key, content: <a href={`/${key}`}>{`banner ${key}`}</a> }));

function renderStrip(count = slides.length) {
  render(
    <BannerStrip
      slides={slides.slice(0, count)}
      previousLabel="previous"
      nextLabel="next"
      indicatorLabel={(index) => `show ${index + 1}`}
    />,
  );
  const strip = screen.getByRole('link', { name: 'banner a' }).parentElement!.parentElement!;
  // jsdom lays nothing out: each slide starts a strip's width after the one before it.
  [...strip.children].forEach((slide, index) => Object.defineProperty(slide, 'offsetLeft', { value: index * SLIDE_WIDTH }));
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    strip.scrollLeft = options.left ?? 0;
  });
  strip.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return { strip, scrollTo };
}

const current = () => screen.getAllByRole('button', { name: /^show / }).find((dot) => dot.getAttribute('aria-current') === 'true')?.getAttribute('aria-label');

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BannerStrip', () => {
  it('a dot scrolls its slide into place and lights up', async () => {
    const { scrollTo } = renderStrip();
    expect(current()).toBe('show 1');
    await userEvent.click(screen.getByRole('button', { name: 'show 3' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 2 * SLIDE_WIDTH }));
    expect(current()).toBe('show 3');
  });

  it('the arrows step one slide and wrap round past either end', async () => {
    const { scrollTo } = renderStrip();
    await userEvent.click(screen.getByRole('button', { name: 'previous' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 2 * SLIDE_WIDTH }));
    expect(current()).toBe('show 3');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
    expect(current()).toBe('show 1');
  });

  it('arrow keys move it while focus is inside', async () => {
    renderStrip();
    screen.getByRole('link', { name: 'banner a' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(current()).toBe('show 2');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(current()).toBe('show 3');
  });

  it('a swipe (the strip scrolled by the browser) lights the dot of the slide it settles on', async () => {
    const { strip } = renderStrip();
    strip.scrollLeft = SLIDE_WIDTH + 20;
    fireEvent.scroll(strip);
    await vi.waitFor(() => expect(current()).toBe('show 2'));
  });

  it('one slide has neither arrows nor dots', () => {
    renderStrip(1);
    expect(screen.getByRole('link', { name: 'banner a' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
