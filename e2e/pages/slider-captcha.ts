// Solving the slider captcha like a player: drag the handle until the piece sits where the mock
// server says it belongs (GET /__mock/captcha/:captchaId). The handle's aria-valuenow is the
// piece's x in picture pixels, so the drag reads it back instead of assuming a scale.
import { expect, type Locator, type Page } from '@playwright/test';
import type { MockControl } from '../fixtures/mock-control.ts';
import type { SitePage } from './site-page.ts';

const SLIDER_GEN_PATH = '/api/phoenix/user/validate/slider/gen';

/** Waits for the next puzzle the page loads; returns its captchaId. */
export async function nextPuzzleId(page: Page): Promise<string> {
  const response = await page.waitForResponse((r) => new URL(r.url()).pathname === SLIDER_GEN_PATH && r.ok());
  const body = (await response.json()) as { data: { captchaId: string } };
  return body.data.captchaId;
}

interface Drag {
  down(x: number): Promise<void>;
  move(from: number, to: number, steps: number): Promise<void>;
  up(x: number): Promise<void>;
}

function mouseDrag(page: Page, y: number): Drag {
  return {
    down: async (x) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
    },
    move: (_from, to, steps) => page.mouse.move(to, y, { steps }),
    up: () => page.mouse.up(),
  };
}

/** A finger, through Chromium's touch input (Playwright's touchscreen only taps). */
async function touchDrag(page: Page, y: number): Promise<Drag> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] }).then(() => undefined);
  return {
    down: (x) => touch('touchStart', x),
    move: async (from, to, steps) => {
      for (let step = 1; step <= steps; step += 1) await touch('touchMove', from + ((to - from) * step) / steps);
    },
    up: async (x) => {
      try {
        await touch('touchEnd', x);
      } finally {
        await cdp.detach();
      }
    },
  };
}

export class SliderCaptchaPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  get dialog(): Locator {
    return this.site.page.getByRole('dialog', { name: this.site.text('captcha.title') });
  }

  get handle(): Locator {
    return this.dialog.getByRole('slider', { name: this.site.text('captcha.instruction') });
  }

  /**
   * Drags the handle to picture x `targetX`: with the finger on a touch screen (the mobile
   * project), with the mouse elsewhere.
   */
  async dragTo(targetX: number): Promise<void> {
    const page = this.site.page;
    await expect(this.site.page.getByRole('img', { name: this.site.text('captcha.picture') })).toBeVisible();
    // Hovering waits for the handle to stop moving: the dialog scales in, and a box measured
    // mid-animation would start the drag beside the handle.
    await this.handle.hover();
    const box = await this.handle.boundingBox();
    if (!box) throw new Error('slider handle not visible');
    const y = box.y + box.height / 2;
    const startX = box.x + box.width / 2;
    const drag = (await page.evaluate(() => navigator.maxTouchPoints > 0)) ? await touchDrag(page, y) : mouseDrag(page, y);
    let endX = startX;
    try {
      await drag.down(startX);
      // Measure how many screen pixels one picture pixel is, then go to the answer.
      await drag.move(startX, startX + 30, 3);
      const moved = Number(await this.handle.getAttribute('aria-valuenow'));
      if (!moved) throw new Error('slider handle did not move');
      endX = startX + targetX * (30 / moved);
      await drag.move(startX + 30, endX, 6);
    } finally {
      // Lifted whatever happened, so a failed drag leaves no finger or button down.
      await drag.up(endX);
    }
  }

  /** Waits for the puzzle `captchaId` to show, and solves it. */
  async solve(mock: MockControl, captchaId: string): Promise<void> {
    await expect(this.dialog).toBeVisible();
    const answer = await mock.getCaptchaAnswer(captchaId);
    await this.dragTo(answer.x);
  }
}

/**
 * Clicks `send` (a SEND button), solves the puzzle it opens and waits for the captcha dialog to
 * close again (the code is then on its way).
 */
export async function sendCodeThroughSlider(site: SitePage, mock: MockControl, send: Locator): Promise<void> {
  const puzzle = nextPuzzleId(site.page);
  await send.click();
  const captchaId = await puzzle;
  const slider = new SliderCaptchaPage(site);
  await slider.solve(mock, captchaId);
  await expect(slider.dialog).toBeHidden();
}
