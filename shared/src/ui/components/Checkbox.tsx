import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import styled from 'styled-components';
import { FieldLabel, FieldMessages, fieldAria, useFieldIds } from './field';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>, 'children'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Box = styled(CheckboxPrimitive.Root)<{ $invalid: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.tones.error.fg : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Label = styled(FieldLabel)`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  cursor: pointer;
`;

/** A Radix checkbox with its label; use react-hook-form's Controller (checked / onCheckedChange). */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, error, hint, id, className, 'aria-describedby': describedBy, ...rootProps },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={className}>
      <Row>
        <Box
          ref={ref}
          id={ids.controlId}
          $invalid={Boolean(error)}
          {...fieldAria(ids, hint, error, describedBy)}
          {...rootProps}
        >
          <CheckboxPrimitive.Indicator>
            <svg
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              aria-hidden
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </CheckboxPrimitive.Indicator>
        </Box>
        <Label htmlFor={ids.controlId}>{label}</Label>
      </Row>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
});
