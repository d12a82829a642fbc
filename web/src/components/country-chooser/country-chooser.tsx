import { Button, ComboboxChevron, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '#generated/phoenix/regions.ts';
import { DialogShell } from '../dialog-shell';
import { useAppSettings } from '../../stores/app-settings';
import { chooserCountries, LETTERS, letterPositions, searchCountries } from './country-search';
import classes from './country-chooser.module.css';
import { nestedDialogProps } from '../nested-dialog';

/** SPEC §9: each row of the country list is 38 px high. */
export const COUNTRY_ROW_HEIGHT = 38;
/** Rows visible at once in the dialog on a big screen. */
const VISIBLE_ROWS = 10;
const PAGE_ROWS = 10;

interface CountryChooserProps {
  countries: Country[];
  value: Country;
  onChange: (country: Country) => void;
  /**
   * Calling codes that may be chosen (common config `mobileInternationalCodes`, for phone
   * registration). Other countries are hidden, not shown disabled, and the dialog says so.
   */
  allowedCodes?: string[];
  disabled?: boolean;
}

/**
 * The calling-code chooser (SPEC §2): a button with "+81 日本" that opens a searchable list with
 * an A-Z index, full-screen on small screens. The list is a listbox the search field drives
 * (combobox pattern): arrows move, Enter chooses, Escape closes only this dialog.
 */
export function CountryChooser({ countries, value, onChange, allowedCodes, disabled }: CountryChooserProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const close = () => setOpened(false);

  return (
    <>
      <Button
        variant="default"
        className={classes.trigger}
        rightSection={<ComboboxChevron />}
        onClick={() => setOpened(true)}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={opened}
        // The visible "+81 日本" stays in the name, after what the button is for.
        aria-label={`${t('countryChooser.label')}: ${value.code} ${value.country}`}
      >
        <span className={classes.triggerCode}>{value.code}</span>
        <span className={classes.triggerName}>{value.country}</span>
      </Button>
      <DialogShell
        opened={opened}
        onClose={close}
        title={t('countryChooser.title')}
        size={400}
        fullScreen={!bigScreen}
        classNames={{ content: classes.dialogContent, body: classes.dialogBody }}
        {...nestedDialogProps(close)}
      >
        <CountryPicker
          countries={countries}
          value={value}
          allowedCodes={allowedCodes}
          fill={!bigScreen}
          onChoose={(country) => {
            onChange(country);
            close();
          }}
        />
      </DialogShell>
    </>
  );
}

interface CountryPickerProps {
  countries: Country[];
  value: Country;
  allowedCodes?: string[];
  /** Take the dialog's remaining height (full-screen dialog) instead of 10 rows. */
  fill: boolean;
  onChoose: (country: Country) => void;
}

/** The dialog's content; mounted on each opening, so the search starts empty at the current country. */
function CountryPicker({ countries, value, allowedCodes, fill, onChoose }: CountryPickerProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');

  const offered = useMemo(() => chooserCountries(countries, allowedCodes), [countries, allowedCodes]);
  const shown = useMemo(() => searchCountries(offered, query), [offered, query]);
  const letters = useMemo(() => letterPositions(shown), [shown]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      offered.findIndex((country) => country.alpha2 === value.alpha2),
    ),
  );
  // English names beside local ones explain the A-Z order; in English they would repeat.
  const showEnglish = !i18n.language.startsWith('en');

  // eslint-disable-next-line react-hooks/incompatible-library -- the site does not run React Compiler; the virtualizer re-renders this component itself on scroll
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COUNTRY_ROW_HEIGHT,
    getItemKey: (index) => shown[index]?.alpha2 ?? index,
    overscan: 8,
    // Opens with the current country in view (what the player most likely keeps or changes from).
    initialOffset: () => Math.max(0, (active - VISIBLE_ROWS / 2 + 0.5) * COUNTRY_ROW_HEIGHT),
    // Updates arrive from scroll events; flushSync there is what React 19 warns about.
    useFlushSync: false,
  });

  const moveTo = (index: number, align: 'auto' | 'start' = 'auto') => {
    if (shown.length === 0) return;
    const next = Math.min(Math.max(index, 0), shown.length - 1);
    setActive(next);
    virtualizer.scrollToIndex(next, { align });
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE_ROWS, PageUp: -PAGE_ROWS };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(active + moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const country = shown[active];
      if (country) onChoose(country);
    }
  };

  const activeCountry = shown[active];
  const optionId = (country: Country) => `${listId}-${country.alpha2}`;

  return (
    <>
      <TextInput
        ref={searchRef}
        data-autofocus
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
          virtualizer.scrollToOffset(0);
        }}
        onKeyDown={onSearchKeyDown}
        placeholder={t('countryChooser.search')}
        aria-label={t('countryChooser.search')}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeCountry ? optionId(activeCountry) : undefined}
        autoComplete="off"
        enterKeyHint="done"
      />
      {allowedCodes && (
        <Text size="xs" c="dimmed" mt={6}>
          {t('countryChooser.restricted')}
        </Text>
      )}
      <VisuallyHidden role="status">{query ? t('countryChooser.results', { total: shown.length }) : ''}</VisuallyHidden>
      <div className={classes.lists} data-fill={fill || undefined}>
        <div
          ref={scrollRef}
          className={classes.scroller}
          style={fill ? undefined : { height: COUNTRY_ROW_HEIGHT * VISIBLE_ROWS }}
        >
          {shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('countryChooser.noResults')}
            </Text>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-label={t('countryChooser.list')}
            className={classes.listbox}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((row) => {
              const country = shown[row.index]!;
              return (
                <div
                  key={row.key}
                  id={optionId(country)}
                  role="option"
                  aria-selected={country.alpha2 === value.alpha2}
                  aria-setsize={shown.length}
                  aria-posinset={row.index + 1}
                  data-active={row.index === active || undefined}
                  className={classes.option}
                  style={{ height: COUNTRY_ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
                  // Keeps focus in the search field, which owns the keyboard.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(country)}
                >
                  <span className={classes.name}>{country.country}</span>
                  {showEnglish && country.countryFullName !== country.country ? (
                    <span className={classes.english}>{country.countryFullName}</span>
                  ) : null}
                  <span className={classes.code}>{country.code}</span>
                </div>
              );
            })}
          </div>
        </div>
        <nav aria-label={t('countryChooser.index')} className={classes.letters}>
          {LETTERS.map((letter) => {
            const index = letters.get(letter);
            return (
              <UnstyledButton
                key={letter}
                className={classes.letter}
                disabled={index === undefined}
                aria-label={t('countryChooser.jumpTo', { letter })}
                onClick={() => {
                  if (index === undefined) return;
                  moveTo(index, 'start');
                  // Back to the search field: it owns the arrows, and announces the row it is on.
                  searchRef.current?.focus();
                }}
              >
                {letter}
              </UnstyledButton>
            );
          })}
        </nav>
      </div>
    </>
  );
}
