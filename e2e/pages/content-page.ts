// The content pages (static, help, brand, SNS) and home's CMS parts, as a player sees them: role
// and label locators, labels from the site's locale files, expected text from the CMS itself.
import type { Locator } from '@playwright/test';
import type { MockControl } from '../fixtures/mock-control.ts';
import type { Language } from '../fixtures/locales.ts';
import type { SitePage } from './site-page.ts';
import { serverFetch } from '../fixtures/server-fetch.ts';

export interface Section {
  id: string;
  title: string;
  group: string | null;
  html: string;
}

export interface Article {
  code: string;
  title: string;
  layout: 'ARTICLE' | 'FAQ';
  sections: Section[];
}

/** The first sentence-ish of a section's HTML as text: enough to prove its body is on the page. */
export const firstWords = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 20).trim();

export class ContentPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  /** Reads a CMS call straight from this test's mock session (what the page should show). */
  static async cms<T>(mock: MockControl, path: string, body: Record<string, unknown>): Promise<T> {
    const response = await serverFetch(new URL(path, mock.baseURL), {
      method: 'POST',
      headers: { ...mock.sessionHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  }

  static article(mock: MockControl, code: string, locale: Language): Promise<Article> {
    return ContentPage.cms<Article>(mock, '/api/cms/content/detail', { code, locale });
  }

  /** A section's heading (h2) in the article. */
  sectionHeading(title: string): Locator {
    return this.site.main.getByRole('heading', { level: 2, name: title, exact: true });
  }

  get tableOfContents(): Locator {
    return this.site.main.getByRole('navigation', { name: this.site.text('contentPages.toc') });
  }

  /** A FAQ question: the accordion's button. */
  question(title: string): Locator {
    return this.site.main.getByRole('button', { name: title, exact: true });
  }

  get related(): Locator {
    return this.site.main.getByRole('navigation', { name: this.site.text('contentPages.related') });
  }

  get banners(): Locator {
    return this.site.main.getByRole('region', { name: this.site.text('home.banners') });
  }

  get promotions(): Locator {
    return this.site.main.getByRole('region', { name: this.site.text('home.promotions') });
  }

  get retryButton(): Locator {
    return this.site.main.getByRole('button', { name: this.site.text('partFailed.retry') });
  }

  brandCard(title: string): Locator {
    return this.site.main.getByRole('link', { name: this.site.text('contentPages.brand.readMore', { title }) });
  }

  brandKind(kind: 'all' | 'PILLAR' | 'AMBASSADOR' | 'PARTNER'): Locator {
    return this.site.main
      .getByRole('radiogroup', { name: this.site.text('contentPages.brand.filter') })
      .getByText(this.site.text(`contentPages.brand.kinds.${kind}`), { exact: true });
  }

  followLink(network: string, handle: string): Locator {
    return this.site.main.getByRole('link', { name: new RegExp(`^${this.site.text('contentPages.sns.followOn', { network, handle }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }
}
