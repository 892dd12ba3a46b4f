// A native <select>: fully accessible and keyboard/touch friendly on every platform, and far lighter
// than a custom listbox in the shared chunk every page loads.
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldLabel, FieldMessages, FieldRoot, fieldAria, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithoutRef<'select'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. "Choose…"). */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
}

const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 36px;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, hint, id, className, 'aria-describedby': describedBy, ...selectProps },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <NativeSelect
        ref={ref}
        id={ids.controlId}
        $invalid={Boolean(error)}
        {...fieldAria(ids, hint, error, describedBy)}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldRoot>
  );
});
