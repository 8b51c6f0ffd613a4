/**
 * A coarse "browser · system" of a User-Agent header for the login history:
 * enough for a player to recognise their own devices, nothing to fingerprint.
 * Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
 */
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bCocCoc\/(\d+)/, 'Cốc Cốc'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 512);
  let browser: string | null = null;
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1] ?? ''}`.trim();
      break;
    }
  }
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  if (!browser && !system) return null;
  return [browser, system].filter(Boolean).join(' · ');
}
