// The strings the first render needs (the shell, the home sections, the footer, the marquee), one chunk.
import type { LocaleTree } from '../../lib/i18n/i18n';
import cms from '../../features/cms/locales/ja-JP.json';
import marquee from '../../features/marquee/locales/ja-JP.json';
import shell from '../../locales/ja-JP/shell.json';

const strings: LocaleTree = { ...shell, ...cms, ...marquee };
export default strings;
