// Staff searches: text is matched literally — `%`, `_` and `\` are not wildcards for staff typing them.

/** An ILIKE pattern matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
