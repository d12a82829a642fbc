/**
 * What a login's user agent says about the device, for the list of signed-in devices: the
 * browser and the system ("Chrome / Android"), in words that need no translation. A user agent
 * that names neither (a script, curl) is shown by its first product token.
 */
const BROWSERS: [RegExp, string][] = [
  [/EdgiOS|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/FxiOS|Firefox\//, 'Firefox'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/CriOS|Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const MAX_LABEL = 60;

export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent?.trim() ?? '';
  if (!agent) return 'Unknown';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} / ${system}`;
  if (browser ?? system) return (browser ?? system)!;
  return agent.split(/\s/)[0]!.slice(0, MAX_LABEL);
}
