import type { Faker } from '@faker-js/faker';
import type { DataOf, Locale, phoenixContract } from '../../contract.ts';
import { MARQUEE_TEMPLATES } from './cms-content.ts';
import { formatYen, LOCALES } from '../shared/locale.ts';

/** A marquee message as the API sends it, kept with its language. */
export type MarqueeItem = DataOf<typeof phoenixContract.GetMarqueeResponse>[number] & { locale: Locale };

/** Winners are shown as masked login names, the way the real site protects them. */
function maskedName(faker: Faker): string {
  return `qc${faker.string.alpha({ length: 2, casing: 'lower' })}***${faker.string.numeric(2)}`;
}

/** Fixed windows (not "now"-relative) so the same seed gives the same data on every start. */
export function buildMarquee(faker: Faker): MarqueeItem[] {
  const rows = MARQUEE_TEMPLATES.map((template, i) => ({
    template,
    name: maskedName(faker),
    amount: faker.number.int({ min: 5, max: 300 }) * 10_000,
    endTime: new Date(Date.UTC(2030 + (i % 2), 11, 31, 14, 59, 59)).toISOString(),
  }));
  return LOCALES.flatMap((locale) =>
    rows.map((row, i) => ({
      id: `mq-${locale}-${i + 1}`,
      content: row.template.text(row.name, formatYen(row.amount, locale))[locale],
      sort: i + 1,
      startTime: '2026-01-01T00:00:00.000Z',
      endTime: row.endTime,
      linkUrl: row.template.route,
      locale,
    })),
  );
}

export function marqueeRunning(all: readonly MarqueeItem[], locale: Locale, at: number): Omit<MarqueeItem, 'locale'>[] {
  const out: Omit<MarqueeItem, 'locale'>[] = [];
  for (const { locale: itemLocale, ...item } of all) {
    if (itemLocale === locale && Date.parse(item.startTime) <= at && at < Date.parse(item.endTime)) out.push(item);
  }
  return out;
}
