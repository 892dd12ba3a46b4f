// The auth forms' validation, without a form library (it would weigh on the sign-in page's budget):
// uncontrolled inputs read with FormData, checked by a validator built on the contract's schemas,
// each error shown next to its field. The timing is the 'onTouched' mode the forms had before: a
// field is checked when it first loses focus, then on every change and blur; after a submit attempt
// every field is re-checked on change only (so leaving a field does not wipe a server refusal such as
// "email already registered").
import { useRef, useState, type ChangeEvent, type FocusEvent, type RefObject } from 'react';
import { useT } from '@portal/shared';
import { AUTH_NS } from '../../i18n';
import { fieldOfIssue, problemsFromIssues, type FieldProblem, type FieldProblems } from './field-errors';
import { firstFocusableControl, readFormFields, type FormFields } from './form-values';
import type { Validation } from './validation';

interface FocusOption {
  /** Also move focus to the field when it has a problem. */
  focus?: boolean;
}

export interface ValidatedForm<T> {
  /** Spread on the <Form>: its element, and the blur/change listeners of the per-field checks. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onBlur(event: FocusEvent<HTMLFormElement>): void;
    onChange(event: ChangeEvent<HTMLFormElement>): void;
  };
  /** Checks every field (on submit): the valid values, or null after showing every problem and focusing the first field concerned. */
  validateAll(): T | null;
  /** Checks one field now, showing or clearing its error; true when it is valid. */
  validateField(name: string, options?: FocusOption): boolean;
  /** The current values of the form's named controls. */
  fields(): FormFields;
  /** The translated error of a field, if it has one. */
  error(name: string): string | undefined;
  /** Shows a problem found elsewhere, e.g. a server refusal that concerns one field. */
  setError(name: string, problem: FieldProblem, options?: FocusOption): void;
  clearError(name: string): void;
  focus(name: string): void;
}

function controlName(target: EventTarget): string {
  const isControl =
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
  return isControl ? target.name : '';
}

function withProblem(problems: FieldProblems, name: string, problem: FieldProblem | undefined): FieldProblems {
  if (!problem && !problems[name]) return problems;
  const { [name]: _previous, ...others } = problems;
  return problem ? { ...others, [name]: problem } : others;
}

/** `validate` turns the form's values (plus anything it closes over, e.g. the captcha proof) into a body. */
export function useValidatedForm<T>(validate: (fields: FormFields) => Validation<T>): ValidatedForm<T> {
  const { t } = useT(AUTH_NS);
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const touched = useRef(new Set<string>());
  const submitAttempted = useRef(false);

  function fields(): FormFields {
    return formRef.current ? readFormFields(formRef.current) : {};
  }

  function focus(name: string) {
    if (formRef.current) firstFocusableControl(formRef.current, [name])?.focus();
  }

  function validateField(name: string, options: FocusOption = {}): boolean {
    const values = fields();
    const result = validate(values);
    const issues = result.ok ? [] : result.issues.filter((issue) => fieldOfIssue(issue) === name);
    const problem = problemsFromIssues(issues, values)[name];
    setProblems((current) => withProblem(current, name, problem));
    if (problem && options.focus) focus(name);
    return !problem;
  }

  function validateAll(): T | null {
    submitAttempted.current = true;
    const values = fields();
    const result = validate(values);
    if (result.ok) {
      setProblems({});
      return result.data;
    }
    const found = problemsFromIssues(result.issues, values);
    setProblems(found);
    if (formRef.current) firstFocusableControl(formRef.current, Object.keys(found))?.focus();
    return null;
  }

  function error(name: string): string | undefined {
    const problem = problems[name];
    if (!problem) return undefined;
    return 'text' in problem ? problem.text : t(problem.key, problem.values);
  }

  return {
    formProps: {
      ref: formRef,
      onBlur: (event) => {
        const name = controlName(event.target);
        if (!name || submitAttempted.current) return;
        touched.current.add(name);
        validateField(name);
      },
      onChange: (event) => {
        const name = controlName(event.target);
        if (name && (submitAttempted.current || touched.current.has(name))) validateField(name);
      },
    },
    validateAll,
    validateField,
    fields,
    error,
    setError: (name, problem, options = {}) => {
      setProblems((current) => withProblem(current, name, problem));
      if (options.focus) focus(name);
    },
    clearError: (name) => setProblems((current) => withProblem(current, name, undefined)),
    focus,
  };
}
