// A checkbox with its label: the browser's own <input type="checkbox">, restyled. Native keyboard, form
// and assistive-technology behaviour come with it, and no library code (a Radix checkbox cost the sign-in
// page ~3 KB gzip for what the element already does).
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldLabel, FieldMessages, fieldAria, useFieldIds } from './field';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children' | 'onChange'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** Called with the new state when the visitor ticks or clears the box. */
  onCheckedChange?(checked: boolean): void;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Control = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  width: 20px;
  height: 20px;
`;

const Box = styled.input<{ $invalid: boolean }>`
  appearance: none;
  margin: 0;
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.tones.error.fg : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The tick, drawn over the box when it is checked; clicks go through to the box. */
const Tick = styled.svg`
  position: absolute;
  inset: 3px;
  display: none;
  color: ${({ theme }) => theme.colors.onPrimary};
  pointer-events: none;
  input:checked + & {
    display: block;
  }
`;

const Label = styled(FieldLabel)`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  cursor: pointer;
`;

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, hint, id, className, onCheckedChange, 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={className}>
      <Row>
        <Control>
          <Box
            ref={ref}
            type="checkbox"
            id={ids.controlId}
            $invalid={Boolean(error)}
            {...fieldAria(ids, hint, error, describedBy)}
            {...inputProps}
            onChange={onCheckedChange ? (event) => onCheckedChange(event.currentTarget.checked) : undefined}
          />
          <Tick viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden>
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </Tick>
        </Control>
        <Label htmlFor={ids.controlId}>{label}</Label>
      </Row>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
});
