/** Browsers by the token that names them, most specific first (Edge and Opera also say Chrome and Safari). */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

const MAX_LENGTH = 40;

/**
 * A user agent as a person reads it, e.g. "Chrome 140 · Windows"; a client that is no known browser (the
 * worker app, a script) shows its first word. The full text stays available as a tooltip.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const text = userAgent?.trim() ?? '';
  if (!text) return '';
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(text)?.[1]] as const).find(
    ([, version]) => version,
  );
  const system = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0];
  if (!browser) return (text.split(/\s/)[0] ?? text).slice(0, MAX_LENGTH);
  const [name, version] = browser;
  return [`${name} ${version}`, system].filter(Boolean).join(' · ');
}
