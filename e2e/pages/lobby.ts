// A game lobby as a player uses it: tabs, the provider filter, the search, tiles and the info sheet.
import { expect, type Locator } from '@playwright/test';
import type { SitePage } from './site-page.ts';

export class LobbyPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  /** The lobby's grid (a list named after the lobby). */
  grid(titleKey: string): Locator {
    return this.site.scope.getByRole('list', { name: this.site.text(titleKey) });
  }

  get tiles(): Locator {
    return this.site.main.getByRole('listitem');
  }

  /** "526件のゲーム". */
  get count(): Locator {
    return this.site.main.getByRole('status').filter({ hasText: /\d/ });
  }

  tab(key: string): Locator {
    return this.site.scope.getByRole('tab', { name: this.site.text(key), exact: true });
  }

  playButton(name: string): Locator {
    return this.site.main.getByRole('button', { name: this.site.text('games.tile.play', { name }), exact: true });
  }

  infoButton(name: string): Locator {
    return this.site.main.getByRole('button', { name: this.site.text('games.tile.info', { name }), exact: true });
  }

  heart(name: string, favourite = false): Locator {
    return this.site.main.getByRole('button', { name: this.site.text(favourite ? 'games.tile.unfavourite' : 'games.tile.favourite', { name }), exact: true });
  }

  get search(): Locator {
    return this.site.scope.getByRole('searchbox', { name: this.site.text('games.filters.search') });
  }

  /** Picks a provider by the name the filter shows ("PG Soft (80)"). */
  async chooseProvider(name: string): Promise<void> {
    await this.site.scope.getByRole('combobox', { name: this.site.text('games.filters.provider'), exact: true }).click();
    await this.site.scope.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`) }).click();
  }

  /** The info sheet of a game: a dialog titled with its name. */
  infoSheet(name: string): Locator {
    return this.site.scope.getByRole('dialog', { name });
  }

  async expectCount(count: number): Promise<void> {
    await expect(this.count).toHaveText(this.site.text('games.count', { count }));
  }
}
