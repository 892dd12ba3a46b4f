// A radio group drawn as segmented buttons: one native radio per option, so arrow keys,
// screen readers and forms behave as expected.
import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 8px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  legend.visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Options = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.tones.info.bg};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface ChoiceGroupProps<V extends string> {
  legend: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string; lang?: string }>;
  onChange: (value: V) => void;
  /** The legend is still read by screen readers, e.g. when a visible heading says the same. */
  hideLegend?: boolean;
}

export function ChoiceGroup<V extends string>({
  legend,
  value,
  options,
  onChange,
  hideLegend = false,
}: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <Fieldset>
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value} lang={option.lang}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
