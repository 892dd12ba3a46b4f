import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldLabel, FieldMessages, FieldRoot, fieldAria, useFieldIds } from './field';

export interface TextFieldProps extends ComponentPropsWithoutRef<'input'> {
  label: ReactNode;
  /** Shown under the field; marks it aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** A control inside the field's right edge (e.g. the password toggle). */
  endAdornment?: ReactNode;
}

const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $invalid?: boolean; $padEnd: boolean }>`
  ${controlStyles}
  padding-right: ${({ $padEnd }) => ($padEnd ? '48px' : '12px')};
`;

const Adornment = styled.div`
  position: absolute;
  right: 4px;
  display: flex;
`;

/** A labelled text input; forwards its ref to the <input> (react-hook-form's register). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, endAdornment, id, className, type = 'text', 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <InputWrap>
        <Input
          ref={ref}
          id={ids.controlId}
          type={type}
          $invalid={Boolean(error)}
          $padEnd={Boolean(endAdornment)}
          {...fieldAria(ids, hint, error, describedBy)}
          {...inputProps}
        />
        {endAdornment ? <Adornment>{endAdornment}</Adornment> : null}
      </InputWrap>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldRoot>
  );
});
