// The strings the first render needs (the shell, the home sections, the footer, the marquee), one chunk.
import type { LocaleTree } from '../../lib/i18n/i18n';
import cms from '../../features/cms/locales/en-US.json';
import marquee from '../../features/marquee/locales/en-US.json';
import shell from '../../locales/en-US/shell.json';

const strings: LocaleTree = { ...shell, ...cms, ...marquee };
export default strings;
