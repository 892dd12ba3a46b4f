// A labelled multi-line input in the same frame as TextField: a real <label>, hint and error tied
// by aria-describedby, aria-invalid and the error border. An optional counter (e.g. "12 / 5,000
// characters") is described too but is not a live region: it would speak on every key, so going
// over a limit is the caller's field error instead.
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldErrorText, FieldLabel, FieldRoot, fieldAria, useFieldIds } from './field';

export interface TextAreaFieldProps extends ComponentPropsWithoutRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; marks it aria-invalid. */
  error?: ReactNode;
  /** The length counter's text, right under the field. */
  counter?: ReactNode;
  /** Paints the counter in the error tone. */
  overLimit?: boolean;
}

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 160px;
  padding: 10px 12px;
  resize: vertical;
  font-family: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Counter = styled.span<{ $over: boolean }>`
  margin-left: auto;
  flex: none;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.tones.error.fg : 'inherit')};
  font-weight: ${({ theme, $over }) => ($over ? theme.font.weight.bold : 'inherit')};
`;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, counter, overLimit = false, id, className, 'aria-describedby': describedBy, ...areaProps },
  ref,
) {
  const ids = useFieldIds(id);
  const counterId = `${ids.controlId}-counter`;
  const extra = [counter ? counterId : null, describedBy].filter(Boolean).join(' ');
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <Area
        ref={ref}
        id={ids.controlId}
        $invalid={Boolean(error)}
        {...fieldAria(ids, hint, error, extra || undefined)}
        {...areaProps}
      />
      {hint || counter ? (
        <Meta>
          {hint ? <span id={ids.hintId}>{hint}</span> : null}
          {counter ? (
            <Counter id={counterId} $over={overLimit}>
              {counter}
            </Counter>
          ) : null}
        </Meta>
      ) : null}
      {error ? <FieldErrorText id={ids.errorId}>{error}</FieldErrorText> : null}
    </FieldRoot>
  );
});
