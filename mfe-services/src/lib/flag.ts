// A country's flag emoji from its ISO 3166-1 alpha-2 code: each letter maps to a regional indicator.
const REGIONAL_INDICATOR_A = 0x1f1e6;

/** "JP" → 🇯🇵; anything that is not two ASCII letters gives an empty string. */
export function countryFlag(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}
