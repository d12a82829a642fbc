// Which e2e tests run in which project (desktop, mobile). Read by playwright.config.ts; pinned by
// scripts/lib/e2e-projects.test.ts.
//
// - A spec file named in `bothViewports`, or a test (or describe) tagged `@both`, runs in BOTH
//   projects: its behaviour depends on the viewport (the chrome table, the side nav and tab bar,
//   the draggable contact button, breakpoints, a dialog that is a page on phones, touch input, a
//   test that reads isMobile or the viewport).
// - Every other spec runs in ONE project, chosen by a hash of its file name (`oneProject`), so
//   about half run on the desktop and half on the phone and both stay exercised. A new spec file
//   therefore always runs somewhere; its author adds it to `bothViewports` (or tags the tests that
//   need it `@both`) when the viewport matters to it.

export type ProjectName = 'desktop' | 'mobile';
export const projectNames: readonly ProjectName[] = ['desktop', 'mobile'];

/** The tag that puts one test (or describe) in both projects: `test('…', { tag: '@both' }, …)`. */
export const bothTag = '@both';

/**
 * Spec files (relative to e2e/specs) whose every test runs in both projects. A file with a few
 * viewport-dependent tests among many tags those tests `@both` instead (login, redirects,
 * content, app-bridge, play, register, forgot-password, third-party, language, qpon, notices).
 */
export const bothViewports: readonly string[] = [
  'account-centre.spec.ts', // the side menu is the phone's /account page, beside the page on big screens
  'auth-a11y.spec.ts', // forgot password: a dialog on big screens, a page on phones; touch drag of the captcha
  'balance-chart.spec.ts', // the charts' tables scroll sideways on phones; the summary cards two to a row
  'bonus-wagering.spec.ts', // its table fits a phone; the summary cards two to a row
  'chrome.spec.ts', // the chrome table: header nav on big screens, tab bar on small ones
  'country-chooser.spec.ts', // the list scrolls within the viewport; captcha drag by touch or mouse
  'header-wallet.spec.ts', // the header's wallet menu at either width
  'logged-in-elsewhere.spec.ts', // the visitor's buttons after -130: header buttons or the phone's
  'my-numbers.spec.ts', // tables on big screens, cards on phones
  'player-on-a-break.spec.ts', // home's banners and teaser, hidden on a break, are laid out differently on phones
  'shell.spec.ts', // breakpoints, the floating contact button, a mobile user agent's layout
  'slot-counter.spec.ts', // the counter's cards two to a row on phones; the game frame's strip and sheet by screen size
  'statement.spec.ts', // the movements table scrolls sideways on phones; the points cards two to a row
];

/** FNV-1a of the file name: stable across machines and Node versions. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The one project a viewport-independent spec file runs in. */
export function oneProject(specFile: string): ProjectName {
  return hash(specFile) % 2 === 0 ? 'desktop' : 'mobile';
}

/** The projects a spec file's untagged tests run in. */
export function projectsOf(specFile: string): ProjectName[] {
  return bothViewports.includes(specFile) ? [...projectNames] : [oneProject(specFile)];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The `grep` of a project given every spec file: Playwright matches it against "<project> <file>
 * <describes> <title> <tags>", so it selects the files assigned to the project and any `@both` test.
 */
export function projectGrep(project: ProjectName, specFiles: readonly string[]): RegExp {
  const mine = specFiles.filter((file) => projectsOf(file).includes(project)).map(escape);
  const files = mine.length ? `(?:^|\\s)(?:${mine.join('|')})(?:\\s|$)|` : '';
  return new RegExp(`${files}(?:^|\\s)${escape(bothTag)}(?:\\s|$)`);
}
