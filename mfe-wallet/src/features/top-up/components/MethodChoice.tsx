// The payment methods as a radio group: each by its name, the built-in sandbox labelled as one.
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Text, useT } from '@portal/shared';
import type { PaymentMethod } from '@portal/shared/contract';
import { Badge } from '@portal/shared/ui-kit';
import { useEntryText } from '../../../lib/entry-text';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    margin-bottom: 8px;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}60;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

type RadioProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'value'>;

export interface MethodChoiceProps extends RadioProps {
  methods: PaymentMethod[];
  error?: string;
}

/** Every radio is registered with the same react-hook-form field (the ref goes to each). */
export const MethodChoice = forwardRef<HTMLInputElement, MethodChoiceProps>(function MethodChoice(
  { methods, error, ...radio },
  ref,
) {
  const { t } = useT('wallet');
  const entryText = useEntryText();
  return (
    <Fieldset aria-describedby={error ? 'top-up-method-error' : undefined}>
      <legend>{t('topUp.methodLabel')}</legend>
      {methods.map((method) => (
        <Option key={method.id}>
          <input type="radio" value={String(method.id)} ref={ref} {...radio} />
          <Name>
            <span>
              {entryText.channel(method.type, method.name)}{' '}
              {method.is_sandbox ? <Badge $tone="warning">{t('common.sandbox')}</Badge> : null}
            </span>
            {method.is_sandbox ? (
              <Text as="span" size="xs" tone="muted">
                {t('common.sandboxHint')}
              </Text>
            ) : null}
          </Name>
        </Option>
      ))}
      {error ? (
        <Text id="top-up-method-error" size="xs" tone="error">
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
});
