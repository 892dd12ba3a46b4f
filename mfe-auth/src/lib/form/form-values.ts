// A form's current values, read from the DOM when they are needed (submit, blur, "Send code"): the
// inputs stay uncontrolled, so nothing the visitor typed is ever reset by a re-render.

/** Every named control's value as a string, as FormData sees it (a checked checkbox gives "on"). */
export type FormFields = Readonly<Partial<Record<string, string>>>;

export function readFormFields(form: HTMLFormElement): FormFields {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/**
 * The first control, in document order, named one of `names` that can take focus. Hidden inputs
 * (such as the one a Radix checkbox renders for its form) are skipped.
 */
export function firstFocusableControl(form: HTMLFormElement, names: Iterable<string>): HTMLElement | undefined {
  const wanted = new Set(names);
  return Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      wanted.has(element.getAttribute('name') ?? '') &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      element.getAttribute('aria-hidden') !== 'true',
  );
}
