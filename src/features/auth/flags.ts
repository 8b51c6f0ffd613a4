/**
 * The flag of a country as an emoji, built from its two-letter code
 * (regional indicator symbols): shipped with the site, no image to fetch.
 */
export function flagOf(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '🏳';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
