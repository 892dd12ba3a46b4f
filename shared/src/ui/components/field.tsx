// The label / hint / error frame every form control shares, so they all announce the same way:
// a real <label>, aria-invalid when there is an error, aria-describedby to the hint and error.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The aria attributes of a control with an optional hint and error. */
export function fieldAria(ids: FieldIds, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const described = [describedBy, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': described || undefined,
  };
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldErrorText = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.tones.error.fg};
`;

export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error ? <FieldErrorText id={ids.errorId}>{error}</FieldErrorText> : null}
    </>
  );
}

/** Shared look of text inputs and selects; `$invalid` paints the error border. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 42px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.tones.error.fg : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  transition:
    border-color ${({ theme }) => theme.transition},
    box-shadow ${({ theme }) => theme.transition};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}40;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
