import type { LocaleLoaders } from '../../lib/i18n/i18n';

/**
 * The strings loaded before the first render, in the current language only: the shell's and those
 * of the features on every page (CMS sections and footer, marquee). The rest come with their chunk.
 */
export const startUpLocales: LocaleLoaders = {
  'ja-JP': () => import('./ja-JP').then((m) => m.default),
  'en-US': () => import('./en-US').then((m) => m.default),
  'zh-CN': () => import('./zh-CN').then((m) => m.default),
};
