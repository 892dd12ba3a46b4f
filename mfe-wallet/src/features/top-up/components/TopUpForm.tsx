// The amount (a suggested one, or any within the bounds, checked as it is typed) and the payment method;
// then the order is made and the customer leaves for the gateway's page with a full page load.
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Form, FormActions, TextField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import type { PaymentMethod } from '@portal/shared/contract';
import { goToGateway, isGatewayUrl } from '../../../lib/gateway';
import { useWalletFormat } from '../../../lib/format';
import { compareMoney } from '../../../lib/money';
import { rememberReturnTo } from '../../../lib/return-to';
import { describeWalletError } from '../../../lib/wallet-errors';
import { useStartTopUp } from '../api/use-start-top-up';
import { amountProblem, topUpFormSchema, type TopUpForm as Values } from '../amount-rules';
import { MethodChoice } from './MethodChoice';

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Preset = styled(Button)`
  font-variant-numeric: tabular-nums;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface TopUpFormProps {
  currency: string;
  minAmount: string;
  maxAmount: string;
  presets: string[];
  methods: PaymentMethod[];
  initialAmount: string;
  /** Where to offer going back once paid (a same-origin path), e.g. the shop's payment page. */
  returnTo: string | null;
}

export function TopUpForm({
  currency,
  minAmount,
  maxAmount,
  presets,
  methods,
  initialAmount,
  returnTo,
}: TopUpFormProps) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const start = useStartTopUp();
  const [leaving, setLeaving] = useState(false);
  const [badPayUrl, setBadPayUrl] = useState(false);
  const form = useZodForm(topUpFormSchema({ min_amount: minAmount, max_amount: maxAmount }), {
    mode: 'onChange',
    reValidateMode: 'onChange',
    defaultValues: { money_amount: initialAmount, method_id: methods[0] ? String(methods[0].id) : '' },
  });
  const amount = form.watch('money_amount') ?? '';
  const { errors } = form.formState;
  const min = format.money(minAmount, currency);
  const max = format.money(maxAmount, currency);
  const problem = amountProblem(errors.money_amount, amount);
  const amountError = problem ? t(`topUp.errors.${problem}`, { min, max }) : undefined;
  const validAmount = !problem && compareMoney(amount, '0') === 1;

  async function submit(values: Values) {
    setBadPayUrl(false);
    try {
      const { result } = await start.mutateAsync({ methodId: Number(values.method_id), amount: values.money_amount });
      if (!isGatewayUrl(result.pay_url)) {
        setBadPayUrl(true);
        return;
      }
      rememberReturnTo(result.trade_no, returnTo);
      setLeaving(true);
      goToGateway(result.pay_url);
    } catch {
      // Shown in the alert above the form (start.error); what was chosen stays.
    }
  }

  return (
    <Form onSubmit={form.handleSubmit(submit)} noValidate>
      {start.isError || badPayUrl ? (
        <Alert tone="error" title={t('topUp.startFailed')}>
          {badPayUrl ? t('topUp.badPayUrl') : describeWalletError(start.error)}
        </Alert>
      ) : null}
      {presets.length > 0 ? (
        <Presets role="group" aria-label={t('topUp.presetsLabel')}>
          {presets.map((preset) => (
            <Preset
              key={preset}
              type="button"
              variant="secondary"
              aria-pressed={compareMoney(amount, preset) === 0}
              onClick={() => form.setValue('money_amount', preset, { shouldValidate: true, shouldDirty: true })}
            >
              {format.money(preset, currency)}
            </Preset>
          ))}
        </Presets>
      ) : null}
      <TextField
        label={t('topUp.amountLabel', { currency: format.currencySymbol(currency) })}
        inputMode="decimal"
        autoComplete="off"
        hint={t('topUp.amountHint', { min, max })}
        error={amountError}
        {...form.register('money_amount')}
      />
      <MethodChoice
        methods={methods}
        error={errors.method_id ? t('topUp.errors.method') : undefined}
        {...form.register('method_id')}
      />
      <FormActions>
        <Button type="submit" size="lg" loading={start.isPending || leaving}>
          {leaving
            ? t('topUp.redirecting')
            : validAmount
              ? t('topUp.submit', { amount: format.money(amount, currency) })
              : t('topUp.submitNoAmount')}
        </Button>
      </FormActions>
    </Form>
  );
}
