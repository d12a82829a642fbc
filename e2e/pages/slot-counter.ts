// The pachislot data counter as a player reads it: the account centre's page (/account/slot-counter,
// a machine's cards, its slump graph's table) and the compact strip in the game frame with its
// sheet. Role and label locators, words from the site's locale files.
import type { Locator } from '@playwright/test';
import type { SitePage } from './site-page.ts';

export class SlotCounterPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  /** The day's figures of a machine: a named group of cards (a definition list). */
  dayFigures(game: string): Locator {
    return this.site.page.getByRole('group', { name: this.site.text('myNumbers.counter.dayFigures', { game }) });
  }

  /** The table behind a machine's slump graph. */
  slumpTable(game: string): Locator {
    return this.site.page.getByRole('table', { name: this.site.text('myNumbers.counter.slump', { game }) });
  }

  sessionsTable(game: string): Locator {
    return this.site.page.getByRole('table', { name: this.site.text('myNumbers.counter.sessions', { game }) });
  }

  /** The game frame's compact counter. */
  get strip(): Locator {
    return this.site.page.getByRole('region', { name: this.site.text('gamePlay.counter.title') });
  }

  get graphButton(): Locator {
    return this.strip.getByRole('button', { name: this.site.text('gamePlay.counter.graph') });
  }

  /** The table in the game frame's slump graph sheet. */
  get sheetTable(): Locator {
    return this.site.page.getByRole('table', { name: this.site.text('gamePlay.counter.slump') });
  }
}

/** The figures of a group of cards (a definition list), by their labels. */
export async function figuresOf(list: Locator): Promise<Record<string, string>> {
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index]!]));
}
