import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Filled buttons one shade darker than Mantine's default, so white text on them passes WCAG AA. */
export const theme = createTheme({ primaryColor: 'blue', primaryShade: 8 });

/**
 * Mantine's dimmed grey and its light variants' text (shade 6) fall under 4.5:1 on white and on
 * their tinted backgrounds; the console is a tool read in small type, so they are darker here
 * (the site's theme does the same for its dimmed text).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-light-color': 'var(--mantine-color-teal-9)',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-9)',
  },
  dark: {},
});
