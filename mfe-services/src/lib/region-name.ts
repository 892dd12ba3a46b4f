// A country's name in the reader's language from its code ("JP" → "Japan" / "日本").
export function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
