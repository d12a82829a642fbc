// The competitions as a player meets them: the strip under the marquee of home and the lobbies
// (its links, the wins ticker), the tournament list and a tournament's page (joining, the live
// ranking and the player's row, the result), the lottery page and the guess games. Role and label
// locators only, the words from the site's locale files.
import { expect, type Locator } from '@playwright/test';
import type { SitePage } from './site-page.ts';

export class CompetitionsPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  private text(key: string, values?: Record<string, string | number>): string {
    return this.site.text(key, values);
  }

  // --- the strip ---------------------------------------------------------------------------

  get strip(): Locator {
    return this.site.page.getByRole('navigation', { name: this.text('competitions.strip.label') });
  }

  stripLink(key: 'tournaments' | 'lottery' | 'guessGames'): Locator {
    return this.strip.getByRole('link', { name: this.text(`competitions.strip.${key}`), exact: true });
  }

  get winsTicker(): Locator {
    return this.site.page.getByRole('region', { name: this.text('competitions.strip.winsLabel') });
  }

  // --- tournaments -------------------------------------------------------------------------

  /** A running tournament's card on the list, by its name (tomorrow's race has the same name). */
  card(name: string): Locator {
    return this.site.page.getByRole('region', { name: this.text('competitions.tournaments.sections.RUNNING') }).getByRole('article', { name });
  }

  get joinButton(): Locator {
    return this.site.page.getByRole('button', { name: this.text('competitions.tournament.join'), exact: true });
  }

  get joinLoginButton(): Locator {
    return this.site.page.getByRole('button', { name: this.text('competitions.tournament.joinLogin'), exact: true });
  }

  get ranking(): Locator {
    return this.site.page.getByRole('table', { name: this.text('competitions.tournament.ranking') });
  }

  /** The player's own row of the ranking (marked "you"). */
  get ownRow(): Locator {
    return this.ranking.getByRole('row').filter({ hasText: this.text('competitions.tournament.you') });
  }

  get result(): Locator {
    return this.site.page.getByRole('status').filter({ hasText: this.text('competitions.tournament.result') });
  }

  get timeLeft(): Locator {
    return this.site.page.getByRole('timer');
  }

  /** Opens a tournament from the list by its name; waits for its page. */
  async openTournament(name: string): Promise<void> {
    await this.card(name).getByRole('link', { name }).click();
    await expect(this.site.page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  }

  // --- the lottery -------------------------------------------------------------------------

  /** The seed hash shown for a draw (the open one's before it is drawn, a drawn one's in its result). */
  seedHash(drawId: string): Locator {
    return this.site.page.getByLabel(this.text('competitions.lottery.seedHashOf', { id: drawId }), { exact: true });
  }

  seed(drawId: string): Locator {
    return this.site.page.getByLabel(this.text('competitions.lottery.seedOf', { id: drawId }), { exact: true });
  }

  drawResult(drawId: string): Locator {
    return this.site.page.getByRole('article', { name: this.text('competitions.lottery.drawOf', { id: drawId }) });
  }

  /** The winning numbers of a drawn draw, as the page lists them. */
  async winningNumbers(drawId: string): Promise<number[]> {
    const list = this.drawResult(drawId).getByRole('list', { name: this.text('competitions.lottery.winningNumbers') });
    return (await list.getByRole('listitem').allTextContents()).map(Number);
  }

  number(n: number): Locator {
    return this.site.page.getByRole('group', { name: this.text('competitions.lottery.numbers') }).getByRole('button', { name: String(n), exact: true });
  }

  get enterButton(): Locator {
    return this.site.page.getByRole('button', { name: this.text('competitions.lottery.enter') });
  }

  tickets(count: number): Locator {
    return this.site.page.getByText(this.text('competitions.lottery.ticketsLeft', { count }), { exact: true });
  }

  // --- guess games -------------------------------------------------------------------------

  /** A guess game's card, by its question. */
  guessGame(question: string | RegExp): Locator {
    return this.site.page.getByRole('article', { name: question });
  }
}
