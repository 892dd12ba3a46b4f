// Texts staff write per language (a plan's name and description, an announcement): a reader gets the one
// of their language when it was written, else the default text (docs/adr/0014).
import type { TextLanguage } from '@portal/shared/contract/admin';

export type LocalizedTexts = Partial<Record<TextLanguage, string>>;

export function textIn(language: TextLanguage, fallback: string, texts: LocalizedTexts | null | undefined): string {
  return texts?.[language] ?? fallback;
}
