// Adjust a customer's balance: a signed amount ("10.00" credits, "-5.00" debits) and a reason the
// customer reads on their ledger line. The API refuses a debit below zero.
import { Text, TextField, api, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { balanceAdjustBody, type AdminUserDetailResult, type BalanceAdjustBody } from '@portal/shared/contract/admin';
import { FormDialog } from '../../../../lib/components/FormDialog';
import { useFieldError } from '../../../../lib/field-errors';
import { useConsoleFormat } from '../../../../lib/format';
import { useCustomerChange } from '../../api/use-customer-change';

export interface AdjustBalanceDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  detail: AdminUserDetailResult;
}

export function AdjustBalanceDialog({ open, onOpenChange, detail }: AdjustBalanceDialogProps) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const fieldError = useFieldError();
  const { user, wallet } = detail;
  const form = useZodForm(balanceAdjustBody, { defaultValues: { amount: '', reason: '' } });
  const adjust = useCustomerChange((body: BalanceAdjustBody) =>
    api.adminUserBalance({ params: { user_id: user.id }, body }),
  );
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await adjust.mutateAsync(body);
      toast({
        tone: 'success',
        title: t('customer.actions.balance.done', { balance: format.money(answer.result.balance, wallet.currency) }),
      });
      form.reset();
      onOpenChange(false);
    } catch {
      // Shown in the dialog (adjust.error); what was typed stays.
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) adjust.reset();
        onOpenChange(next);
      }}
      title={t('customer.actions.balance.title', { email: user.email })}
      description={t('customer.actions.balance.explain')}
      submitLabel={t('customer.actions.balance.confirm')}
      pending={adjust.isPending}
      error={adjust.error}
      onSubmit={submit}
    >
      <Text size="sm">
        {t('customer.actions.balance.current', { balance: format.money(wallet.balance, wallet.currency) })}
      </Text>
      <TextField
        label={t('customer.actions.balance.amount')}
        hint={t('customer.actions.balance.amountHint')}
        inputMode="decimal"
        autoComplete="off"
        error={fieldError('amount', errors.amount, form.watch('amount'))}
        {...form.register('amount')}
      />
      <TextField
        label={t('customer.actions.balance.reason')}
        hint={t('customer.actions.balance.reasonHint')}
        autoComplete="off"
        maxLength={200}
        error={fieldError('reason', errors.reason, form.watch('reason'))}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
