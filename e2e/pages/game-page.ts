// The game page (/slotGame, /pachinko-game) as a player uses it: the frame's bar (back, net
// position, time played) and the machine inside the frame. Role and label locators, words from
// the site's locale files and the machine's own.
import { expect, type FrameLocator, type Locator } from '@playwright/test';
import type { SitePage } from './site-page.ts';

/** The machine's words in Japanese (mock-server/src/stand-ins/machines/texts.ts). */
export const machineWords = { shoot: '玉を打つ', spin: 'スピン', placeBet: 'ベットする', stake: 'ベット額', balance: '残高', result: '結果', betOpen: 'ベットを受け付けました（結果待ち）', freeRounds: 'フリーベット 残り{n}回' } as const;

export class GamePage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  /** Opens a game by its address, as a lobby tile, a reload or a shared link does. */
  async open(game: { gameId: string; providerCode: string; playType?: string }, bigScreen: boolean): Promise<void> {
    const route = bigScreen && game.providerCode === 'AMIGO' ? '/pachinko-game' : '/slotGame';
    const query = new URLSearchParams({ platformCode: game.providerCode, gameId: game.gameId, ...(game.playType ? { playType: game.playType } : {}) });
    await this.site.goto(`${route}?${query}`);
  }

  get bar(): Locator {
    return this.site.page.getByRole('region', { name: this.site.text('gamePlay.frame') });
  }

  /** The net position and time played of this session. */
  get session(): Locator {
    return this.site.page.getByRole('group', { name: this.site.text('gamePlay.session') });
  }

  get back(): Locator {
    return this.site.page.getByRole('button', { name: this.site.text('gamePlay.back') });
  }

  get machine(): FrameLocator {
    return this.site.page.getByTitle(this.site.text('gamePlay.frameTitle')).contentFrame();
  }

  get machineBalance(): Locator {
    return this.machine.getByRole('status', { name: machineWords.balance });
  }

  /** Plays one round at the machine's highest stake, so any result moves the short balance. */
  async playRound(button: string): Promise<void> {
    const stake = this.machine.getByRole('combobox', { name: machineWords.stake });
    await expect(stake).toBeEnabled({ timeout: 15_000 });
    const options = await stake.locator('option').allTextContents();
    await stake.selectOption({ label: options.at(-1)! });
    await this.machine.getByRole('button', { name: button }).click();
  }

  /** The machine's result line once a round is answered. */
  get result(): Locator {
    return this.machine.getByRole('status', { name: machineWords.result });
  }
}
