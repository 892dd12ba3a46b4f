// A labelled multi-line input with a live character counter. @portal/shared has no text area, so
// this one mirrors its TextField: a real <label>, hint and error tied by aria-describedby,
// aria-invalid, and the error tone on the border. The counter is not a live region (it would
// speak on every key); going over the limit shows a field error instead.
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@portal/shared';

export interface TextAreaFieldProps extends ComponentPropsWithoutRef<'textarea'> {
  label: ReactNode;
  /** The current length, shown as "n / limit". */
  length: number;
  limit: number;
  hint?: ReactNode;
  error?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 160px;
  padding: 10px 12px;
  resize: vertical;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.tones.error.fg : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}40;
  }
  &:disabled {
    opacity: 0.6;
  }
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

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.tones.error.fg};
`;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, length, limit, hint, error, id, className, ...areaProps },
  ref,
) {
  const { t } = useT('tickets');
  const generated = useId();
  const controlId = id ?? generated;
  const counterId = `${controlId}-counter`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [counterId, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Root className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      <Area
        ref={ref}
        id={controlId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...areaProps}
      />
      <Meta>
        {hint ? <span id={hintId}>{hint}</span> : null}
        <Counter id={counterId} $over={length > limit}>
          {t('form.counter', { count: length, max: limit })}
        </Counter>
      </Meta>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Root>
  );
});
