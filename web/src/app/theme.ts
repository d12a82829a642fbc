import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Japanese first: Hiragino and Noto Sans JP on Apple and Android, Yu Gothic and Meiryo on
 * Windows, Noto Sans CJK JP (the name Linux distributions and ChromeOS install it under). Chinese
 * text (`:lang(zh-CN)`) switches to PingFang SC / Noto Sans SC / YaHei in global.css, so Han
 * characters take their Chinese forms.
 *
 * A CJK font named in the stack, not reached by fallback: when none of the names matches, the text
 * starts in a Latin font and Chromium looks up a fallback for each Japanese character, which made
 * the first layout of a Japanese page 2.7x as dear in a fresh browser (6,000 characters: 75 ms
 * against 28 ms unthrottled, six fresh browsers each, on Linux with Noto Sans CJK JP installed).
 */
const fontStackJa = [
  '"Hiragino Kaku Gothic ProN"',
  '"Hiragino Sans"',
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  '"Yu Gothic UI"',
  '"Yu Gothic"',
  'YuGothic',
  'Meiryo',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(', ');

const crimson: MantineColorsTuple = [
  '#ffe9ec',
  '#ffd1d6',
  '#fba0aa',
  '#f76d7c',
  '#f34255',
  '#f1273c',
  '#f0182f',
  '#d60a23',
  '#c0001e',
  '#a80018',
];

export const theme = createTheme({
  primaryColor: 'crimson',
  colors: { crimson },
  primaryShade: { light: 7, dark: 6 },
  fontFamily: fontStackJa,
  headings: { fontFamily: fontStackJa, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A player who asked the system for less motion gets dialogs, drawers and menus that appear
  // without their transitions (WCAG 2.3.3). The e2e suite does not emulate it: with no transition,
  // a dialog opens under a pointer at rest (its buttons read hovered by axe), and toasts wait on
  // timers a test's paused clock holds.
  respectReducedMotion: true,
  components: {
    // A closed select's list is not in the page: Mantine keeps it mounted (hidden) by default, and
    // floating-ui then places every closed list as its form mounts, forcing a style pass in that
    // task (85 ms of the deposit form's first render on a throttled phone). A plain object, not
    // Combobox.extend, so the start-up chunk does not carry the Combobox.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Mantine's dimmed grey (gray-6 on white, about 3.3:1) fails WCAG AA for small text; secondary
 * text here is read on phones in daylight, so it is one shade darker (gray-7, about 7:1). Its
 * error red (red-6, about 3.3:1), used for field errors and the text of a field in error, is
 * red-8 (about 4.9:1) for the same reason.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // A gain and a loss in figures (my numbers, the data counter): dark shades on the light theme,
  // light ones on the dark, each with AA contrast on the page.
  // The primary colour's light and subtle buttons write crimson-9 on a tint; Mantine's hover tint
  // (crimson-2) leaves it 4.0:1, under AA, so a button under a pointer at rest (a dialog opening
  // where the last one was closed) failed. One shade paler each: 6.8:1 at rest, 5.7:1 hovered.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--qc-gain': 'var(--mantine-color-teal-9)',
    '--qc-loss': 'var(--mantine-color-red-9)',
    '--mantine-color-crimson-light': 'var(--mantine-color-crimson-0)',
    '--mantine-color-crimson-light-hover': 'var(--mantine-color-crimson-1)',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--qc-gain': 'var(--mantine-color-teal-3)', '--qc-loss': 'var(--mantine-color-red-3)' },
});
