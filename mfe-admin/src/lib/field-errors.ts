// A form field's error in the reader's words. The contract's schemas speak English; the console says
// what a field expects in the reader's language (`fieldErrors.<field>`), or "fill this in" when it was
// left empty. An error the server answered for a field (type 'server') is shown as the server said it.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useT } from '@portal/shared';

const SERVER_ERROR = 'server';

interface ErrorLike {
  type?: unknown;
  message?: string;
}

const EMPTY_TYPES = new Set(['too_small', 'invalid_type', 'invalid_format', 'invalid_value']);

/** `(field, error, value) => words | undefined`; `field` names the sentence in `fieldErrors`. */
export function useFieldError() {
  const { t, i18n } = useT('admin');
  return (field: string, error: ErrorLike | undefined, value?: unknown): string | undefined => {
    if (!error) return undefined;
    if (error.type === SERVER_ERROR && error.message) return error.message;
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty && EMPTY_TYPES.has(String(error.type))) return t('fieldErrors.required');
    return i18n.exists(`admin:fieldErrors.${field}`) ? t(`fieldErrors.${field}`) : t('fieldErrors.invalid');
  };
}

/** What `tree` holds at a dotted path ("shop_name_i18n.en"); react-hook-form keeps nested errors so. */
function at(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

/**
 * `(name, sentence) => words | undefined` for one form: the error react-hook-form holds for `name`
 * (nested names too: "shop_name_i18n.en"), worded by `sentence` as useFieldError does.
 */
export function useFormFieldError<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
) {
  const fieldError = useFieldError();
  return (name: Path<Values>, sentence: string): string | undefined =>
    fieldError(sentence, at(form.formState.errors, name) as ErrorLike | undefined, form.getValues(name));
}
