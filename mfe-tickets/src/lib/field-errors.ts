// Turns a contract-schema failure (zod issue codes, via react-hook-form) into a translated sentence.

export const TITLE_MAX = 200;
export const CONTENT_MAX = 10_000;

/** Any i18next t (whatever its namespace typing). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

interface FieldErrorLike {
  type?: unknown;
}

export function titleError(error: FieldErrorLike | undefined, t: Translate): string | undefined {
  if (!error) return undefined;
  return error.type === 'too_big' ? t('form.titleTooLong', { max: TITLE_MAX }) : t('form.titleRequired');
}

export function contentError(error: FieldErrorLike | undefined, t: Translate): string | undefined {
  if (!error) return undefined;
  return error.type === 'too_big' ? t('form.contentTooLong', { max: CONTENT_MAX }) : t('form.contentRequired');
}
