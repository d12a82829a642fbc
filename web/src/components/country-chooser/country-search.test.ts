import { describe, expect, it } from 'vitest';
import type { Country } from '#generated/phoenix/regions.ts';
import { chooserCountries, foldForSearch, indexLetter, letterPositions, searchCountries } from './country-search';

const country = (alpha2: string, country: string, countryFullName: string, countryCode: string): Country => ({
  alpha2,
  country,
  countryFullName,
  countryCode,
  code: `+${countryCode}`,
  codeToInt: Number(countryCode),
});

const list = [
  country('JP', '日本', 'Japan', '81'),
  country('AX', 'オーランド諸島', 'Åland Islands', '358'),
  country('US', 'アメリカ合衆国', 'United States', '1'),
  country('CA', 'カナダ', 'Canada', '1'),
  country('CN', '中国', 'China', '86'),
  country('AF', 'アフガニスタン', 'Afghanistan', '93'),
];

describe('country search', () => {
  it('orders by English name so the A-Z index reads down the list', () => {
    expect(chooserCountries(list).map((c) => c.alpha2)).toEqual(['AF', 'AX', 'CA', 'CN', 'JP', 'US']);
    expect(indexLetter(country('AX', '', 'Åland Islands', '358'))).toBe('A');
    expect([...letterPositions(chooserCountries(list))]).toEqual([
      ['A', 0],
      ['C', 2],
      ['J', 4],
      ['U', 5],
    ]);
  });

  it('keeps only allowed calling codes when given', () => {
    expect(chooserCountries(list, ['1', '+81']).map((c) => c.alpha2)).toEqual(['CA', 'JP', 'US']);
  });

  it('folds case, width, accents and hiragana', () => {
    expect(foldForSearch('ＪＡＰＡＮ')).toBe('japan');
    expect(foldForSearch('Åland')).toBe('aland');
    expect(foldForSearch('あめりか')).toBe('アメリカ');
  });

  it('matches names, calling codes (with + or 00) and two-letter codes', () => {
    const names = (query: string) => searchCountries(list, query).map((c) => c.alpha2);
    expect(names('')).toHaveLength(list.length);
    expect(names('aland')).toEqual(['AX']);
    expect(names('かなだ')).toEqual(['CA']);
    expect(names('+1')).toEqual(['US', 'CA']);
    expect(names('0081')).toEqual(['JP']);
    expect(names('cn')).toEqual(['CN']);
    expect(names('中')).toEqual(['CN']);
  });
});
