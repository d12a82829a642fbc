import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstFrame, showStartFailure } from './first-frame';

function shellWithPicture(): HTMLImageElement {
  document.body.innerHTML = '<div id="boot-shell"><div class="boot-shell-banner"><img src="/media/1/banner/a.svg" /></div></div><div id="root"></div>';
  return document.querySelector('img')!;
}

/** Starts `afterFirstFrame` on a shell whose picture has not arrived; `started()` says whether it resolved. */
function watchStart(maxWaitMs = 5_000): { picture: HTMLImageElement; started: () => boolean } {
  const picture = shellWithPicture();
  Object.defineProperty(picture, 'complete', { value: false });
  let started = false;
  void afterFirstFrame(document, maxWaitMs).then(() => {
    started = true;
  });
  return { picture, started: () => started };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('afterFirstFrame', () => {
  it("waits for the first frame's picture, then starts", async () => {
    vi.useFakeTimers();
    const { picture, started } = watchStart();
    await vi.advanceTimersByTimeAsync(100);
    expect(started()).toBe(false);
    picture.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(started()).toBe(true);
  });

  it('a picture that arrives after the first frame is painted before the app starts', async () => {
    vi.useFakeTimers();
    const { picture, started } = watchStart();
    await vi.advanceTimersByTimeAsync(100);
    picture.dispatchEvent(new Event('load'));
    // Not in the task of its arrival: the frame that draws it comes first (a frame is 16 ms here).
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toBe(true);
  });

  it("waits for every picture of a lobby's first row", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="boot-shell"><div class="boot-shell-tiles"><img src="/a.webp" /><img src="/b.webp" /></div></div>';
    const [first, second] = [...document.querySelectorAll('img')];
    for (const picture of [first!, second!]) Object.defineProperty(picture, 'complete', { value: false });
    let started = false;
    void afterFirstFrame(document, 5_000).then(() => {
      started = true;
    });
    first!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(false);
    second!.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(true);
  });

  it('starts after the longest wait when the picture never comes', async () => {
    vi.useFakeTimers();
    const { started } = watchStart(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(started()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toBe(true);
  });

  it('starts after the first paint when there is no picture (every page but home)', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="boot-shell"><div class="boot-shell-banner"></div></div>';
    let started = false;
    void afterFirstFrame(document, 5_000).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toBe(true);
  });
});

describe('showStartFailure', () => {
  it('replaces the shell with an alert that says so and offers a reload', () => {
    shellWithPicture();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showStartFailure(new TypeError('Failed to fetch dynamically imported module'));
    expect(document.getElementById('boot-shell')).toBeNull();
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('ページを読み込めませんでした');
    expect(alert.querySelector('button')?.textContent).toBe('再読み込み / Reload');
    expect(log).toHaveBeenCalled();
  });
});
