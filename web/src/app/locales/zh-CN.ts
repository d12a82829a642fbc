// The strings the first render needs (the shell, the home sections, the footer, the marquee), one chunk.
import type { LocaleTree } from '../../lib/i18n/i18n';
import cms from '../../features/cms/locales/zh-CN.json';
import marquee from '../../features/marquee/locales/zh-CN.json';
import shell from '../../locales/zh-CN/shell.json';

const strings: LocaleTree = { ...shell, ...cms, ...marquee };
export default strings;
