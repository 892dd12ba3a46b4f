// The cd-key box. A redeemed key says what it added and the new balance, then the box empties for the
// next one; a refused key says why (unknown, used, expired, too many tries) and stays for correcting.
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Form, FormActions, TextField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { walletCdKeyRedeem } from '@portal/shared/contract';
import { useWalletCurrency } from '../../../lib/api/use-wallet-currency';
import { useWalletFormat } from '../../../lib/format';
import { useRedeemCdKey } from '../api/use-redeem-cd-key';
import { describeCdKeyError } from '../cd-key-errors';

const CodeField = styled(TextField)`
  input {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

interface Redeemed {
  amount: string;
  balance: string;
}

export function RedeemForm() {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const currency = useWalletCurrency();
  const redeem = useRedeemCdKey();
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  // The operation's own parameter schema: the browser checks exactly what the API will.
  const form = useZodForm(walletCdKeyRedeem.params, {
    defaultValues: { cd_key: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const code = form.watch('cd_key') ?? '';
  const fieldError = form.formState.errors.cd_key
    ? code.trim() === ''
      ? t('cdKey.required')
      : t('cdKey.invalid')
    : undefined;

  async function submit({ cd_key }: { cd_key: string }) {
    setRedeemed(null);
    try {
      const { result } = await redeem.mutateAsync(cd_key);
      setRedeemed({ amount: result.money_amount, balance: result.wallet_balance });
      form.reset({ cd_key: '' });
    } catch {
      // Shown in the alert above the box (redeem.error); the code stays for correcting.
    }
  }

  return (
    <Form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t('cdKey.title')}>
      {redeem.isError ? (
        <Alert tone="error" title={t('cdKey.redeemFailed')}>
          {describeCdKeyError(redeem.error)}
        </Alert>
      ) : null}
      {redeemed ? (
        <Alert tone="success" title={t('cdKey.redeemed', { amount: format.money(redeemed.amount, currency) })}>
          {t('cdKey.redeemedBody', { balance: format.money(redeemed.balance, currency) })}
        </Alert>
      ) : null}
      <CodeField
        label={t('cdKey.label')}
        hint={t('cdKey.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={fieldError}
        {...form.register('cd_key')}
      />
      <FormActions>
        <Button type="submit" loading={redeem.isPending}>
          {t('cdKey.submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
