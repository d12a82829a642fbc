import { Modal } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Country } from '#generated/phoenix/regions.ts';
import { createWrapper } from '../../testing/render';
import { defaultCountry, useAppSettings } from '../../stores/app-settings';
import { CountryChooser, COUNTRY_ROW_HEIGHT } from './country-chooser';

/** Every country, named in Japanese, as the server answers for ja-JP. */
const japanese = new Intl.DisplayNames(['ja-JP'], { type: 'region' });
const english = new Intl.DisplayNames(['en-US'], { type: 'region' });
const countries: Country[] = getCountries().map((alpha2) => ({
  alpha2,
  code: `+${getCountryCallingCode(alpha2)}`,
  codeToInt: Number(getCountryCallingCode(alpha2)),
  country: japanese.of(alpha2) ?? alpha2,
  countryFullName: english.of(alpha2) ?? alpha2,
  countryCode: getCountryCallingCode(alpha2),
}));
const byAlpha2 = (alpha2: string) => countries.find((c) => c.alpha2 === alpha2)!;

const wrapper = createWrapper({ language: 'ja-JP' });

function Chooser({ allowedCodes, onChange = () => {} }: { allowedCodes?: string[]; onChange?: (c: Country) => void }) {
  const [value, setValue] = useState<Country>(defaultCountry);
  return (
    <CountryChooser
      countries={countries}
      value={value}
      allowedCodes={allowedCodes}
      onChange={(country) => {
        setValue(country);
        onChange(country);
      }}
    />
  );
}

const open = () => fireEvent.click(screen.getByRole('button', { name: /\+81/ }));
const search = () => screen.getByRole('combobox', { name: '国・地域名または番号で検索' });
const options = () => screen.queryAllByRole('option');
const activeOption = () => document.getElementById(search().getAttribute('aria-activedescendant') ?? '');

// jsdom lays nothing out: give the list a viewport of 10 rows and let it scroll.
const laidOut = ['clientHeight', 'clientWidth', 'scrollHeight'];
beforeAll(() => {
  Object.defineProperties(HTMLElement.prototype, {
    clientHeight: { configurable: true, get: () => COUNTRY_ROW_HEIGHT * 10 },
    clientWidth: { configurable: true, get: () => 360 },
    // What the children's inline heights add up to: the list's full height.
    scrollHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return Array.from(this.children).reduce((sum, child) => sum + (parseFloat((child as HTMLElement).style.height) || 0), 0);
      },
    },
  });
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  } as Element['scrollTo'];
});
afterAll(() => {
  // Back to jsdom's own getters on Element.prototype.
  for (const name of laidOut) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
});

describe('CountryChooser', () => {
  beforeEach(() => useAppSettings.setState({ bigScreen: true }));

  it('shows the current calling code and country, and opens a searchable list', async () => {
    render(<Chooser />, { wrapper });
    const button = screen.getByRole('button', { name: '国・地域番号: +81 日本' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    open();
    expect(screen.getByRole('dialog', { name: '国・地域を選択' })).toBeInTheDocument();
    await waitFor(() => expect(search()).toHaveFocus());
    // The current country is selected and the keyboard starts on it.
    const japan = screen.getByRole('option', { name: /日本/ });
    expect(japan).toHaveAttribute('aria-selected', 'true');
    expect(activeOption()).toBe(japan);
    expect(japan).toHaveTextContent('日本Japan+81');
  });

  it('draws only the rows in view, 38 px each, though the list holds every country', () => {
    render(<Chooser />, { wrapper });
    open();
    expect(options().length).toBeGreaterThan(5);
    expect(options().length).toBeLessThan(40);
    expect(options()[0]).toHaveAttribute('aria-setsize', String(countries.length));
    expect(options()[0]!.style.height).toBe('38px');
  });

  it('finds countries by Japanese or English name, calling code or two-letter code', () => {
    render(<Chooser />, { wrapper });
    open();
    fireEvent.change(search(), { target: { value: 'あめりか' } });
    expect(screen.getByRole('option', { name: /アメリカ合衆国/ })).toBeInTheDocument();
    fireEvent.change(search(), { target: { value: 'korea' } });
    expect(options().map((o) => o.textContent)).toContain('韓国South Korea+82');
    fireEvent.change(search(), { target: { value: '+86' } });
    expect(options().map((o) => o.textContent)).toEqual(['中国China+86']);
    fireEvent.change(search(), { target: { value: '0081' } });
    expect(options().map((o) => o.textContent)).toEqual(['日本Japan+81']);
    fireEvent.change(search(), { target: { value: 'tw' } });
    expect(screen.getByRole('option', { name: /台湾/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${options().length}件`);
    fireEvent.change(search(), { target: { value: 'atlantis' } });
    expect(options()).toHaveLength(0);
    expect(screen.getByText('該当する国・地域が見つかりません')).toBeInTheDocument();
  });

  it('is driven from the keyboard: arrows move, Enter chooses', () => {
    const onChange = vi.fn();
    render(<Chooser onChange={onChange} />, { wrapper });
    open();
    fireEvent.change(search(), { target: { value: 'ch' } });
    const first = options()[0]!.textContent;
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'ArrowUp' });
    const second = options()[1]!;
    expect(activeOption()).toBe(second);
    expect(second.textContent).not.toBe(first);
    fireEvent.keyDown(search(), { key: 'Enter' });
    const chosen = countries.find((c) => `${c.country}${c.countryFullName}${c.code}` === second.textContent);
    expect(onChange).toHaveBeenCalledWith(chosen);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('chooses a country with a click and shows it on the button', () => {
    const onChange = vi.fn();
    render(<Chooser onChange={onChange} />, { wrapper });
    open();
    fireEvent.change(search(), { target: { value: '中国' } });
    fireEvent.click(screen.getByRole('option', { name: /中国/ }));
    expect(onChange).toHaveBeenCalledWith(byAlpha2('CN'));
    expect(screen.getByRole('button', { name: '国・地域番号: +86 中国' })).toBeInTheDocument();
  });

  it('the A-Z index jumps to the first country of a letter; letters without one are disabled', () => {
    render(<Chooser />, { wrapper });
    open();
    const index = screen.getByRole('navigation', { name: '頭文字で移動' });
    expect(within(index).getAllByRole('button')).toHaveLength(26);
    expect(within(index).getByRole('button', { name: 'Xから始まる国・地域へ移動' })).toBeDisabled();
    act(() => {
      fireEvent.click(within(index).getByRole('button', { name: 'Zから始まる国・地域へ移動' }));
    });
    expect(activeOption()).toHaveTextContent('ザンビアZambia+260');
    expect(search()).toHaveFocus();
    act(() => {
      fireEvent.click(within(index).getByRole('button', { name: 'Bから始まる国・地域へ移動' }));
    });
    expect(activeOption()).toHaveTextContent('Bahamas');
  });

  it('offers only the allowed calling codes, and says so', () => {
    render(<Chooser allowedCodes={['81', '86', '852']} />, { wrapper });
    open();
    expect(options().map((o) => o.textContent)).toEqual(['中国China+86', '中華人民共和国香港特別行政区Hong Kong SAR China+852', '日本Japan+81']);
    expect(screen.getByText('ご利用いただける国・地域のみ表示しています')).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: '頭文字で移動' });
    expect(within(index).getByRole('button', { name: 'Aから始まる国・地域へ移動' })).toBeDisabled();
    expect(within(index).getByRole('button', { name: 'Hから始まる国・地域へ移動' })).toBeEnabled();
  });

  it('Escape closes the chooser but not the dialog it was opened from', () => {
    render(
      <Modal opened onClose={() => {}} title="auth">
        <Chooser />
      </Modal>,
      { wrapper },
    );
    open();
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '国・地域を選択' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'auth' })).toBeInTheDocument();
  });

  it('is full screen on small screens', () => {
    useAppSettings.setState({ bigScreen: false });
    render(<Chooser />, { wrapper });
    open();
    expect(screen.getByRole('dialog', { name: '国・地域を選択' })).toHaveAttribute('data-full-screen', 'true');
  });
});
