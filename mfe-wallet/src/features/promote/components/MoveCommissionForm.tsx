// Commission → balance: an amount, or nothing for all of it. The balances the server answers with are
// what the page says afterwards.
import { useState } from 'react';
import { Alert, Button, Form, FormActions, Heading, Panel, Text, TextField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { useWalletFormat } from '../../../lib/format';
import { compareMoney } from '../../../lib/money';
import { describeWalletError } from '../../../lib/wallet-errors';
import { useMoveCommission } from '../api/use-move-commission';
import { moveCommissionProblem, moveCommissionSchema } from '../commission-rules';

interface Moved {
  amount: string;
  balance: string;
}

export function MoveCommissionForm({ available, currency }: { available: string; currency: string | null }) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const move = useMoveCommission();
  const [moved, setMoved] = useState<Moved | null>(null);
  const form = useZodForm(moveCommissionSchema(available), { mode: 'onChange', defaultValues: {} });
  const problem = moveCommissionProblem(form.formState.errors.money_amount);
  const availableText = format.money(available, currency);
  const nothing = compareMoney(available, '0') !== 1;

  async function submit({ money_amount }: { money_amount?: string }) {
    setMoved(null);
    try {
      const { result } = await move.mutateAsync(money_amount ? { money_amount } : {});
      setMoved({ amount: result.money_amount, balance: result.wallet_balance });
      form.reset({});
    } catch {
      // Shown in the alert above the form (move.error); the amount stays.
    }
  }

  return (
    <Panel aria-labelledby="move-commission-title">
      <Form onSubmit={form.handleSubmit(submit)} noValidate style={{ maxWidth: 640 }}>
        <Heading level={2} id="move-commission-title">
          {t('promote.transfer.title')}
        </Heading>
        <Text tone="muted">{t('promote.transfer.body')}</Text>
        {moved ? (
          <Alert tone="success" title={t('promote.transfer.done', { amount: format.money(moved.amount, currency) })}>
            {t('promote.transfer.doneBody', { balance: format.money(moved.balance, currency) })}
          </Alert>
        ) : null}
        {move.isError ? (
          <Alert tone="error" title={t('promote.transfer.failed')}>
            {describeWalletError(move.error)}
          </Alert>
        ) : null}
        {nothing ? (
          <Text>{t('promote.transfer.nothing')}</Text>
        ) : (
          <>
            <TextField
              label={t('promote.transfer.amountLabel', { currency: currency ? format.currencySymbol(currency) : '—' })}
              inputMode="decimal"
              autoComplete="off"
              hint={t('promote.transfer.amountHint', { amount: availableText })}
              error={problem ? t(`promote.transfer.${problem}`, { amount: availableText }) : undefined}
              {...form.register('money_amount', {
                setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
              })}
            />
            <FormActions>
              <Button type="submit" loading={move.isPending}>
                {t('promote.transfer.submit')}
              </Button>
            </FormActions>
          </>
        )}
      </Form>
    </Panel>
  );
}
