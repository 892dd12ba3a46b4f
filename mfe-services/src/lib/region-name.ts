// A country's name in the reader's language from its code ("JP" → "Japan" / "日本").
import { displayNames } from '@portal/shared/ui-kit';

export function regionName(code: string, language: string): string {
  try {
    return displayNames(language, { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
