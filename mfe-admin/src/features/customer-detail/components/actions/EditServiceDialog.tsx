// Change a customer's plan level, when it and the account end, their traffic and their limits. The
// form speaks GB and the reader's local time; what it sends is checked against the contract's body.
import * as z from 'zod/mini';
import { TextField, api, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import {
  adminUserUpdateBody,
  type AdminUserDetailResult,
  type AdminUserUpdateBody,
} from '@portal/shared/contract/admin';
import { FormDialog } from '../../../../lib/components/FormDialog';
import { useFormFieldError } from '../../../../lib/field-errors';
import {
  bytesToGigabytes,
  formSchema,
  gigabytesText,
  optionalLocalDateTimeText,
  optionalWholeNumberText,
  toLocalDateTime,
  wholeNumberText,
} from '../../../../lib/form-fields';
import { useCustomerChange } from '../../api/use-customer-change';

const serviceForm = formSchema(
  z.object({
    level: wholeNumberText(),
    level_expire_at: optionalLocalDateTimeText(),
    account_expire_at: optionalLocalDateTimeText(),
    traffic_total: gigabytesText(),
    speed_limit_mbps: optionalWholeNumberText(),
    online_ip_limit: optionalWholeNumberText(),
  }),
  adminUserUpdateBody,
);

export interface EditServiceDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  detail: AdminUserDetailResult;
}

export function EditServiceDialog({ open, onOpenChange, detail }: EditServiceDialogProps) {
  const { t } = useT('admin');
  const { user, service } = detail;
  const form = useZodForm(serviceForm, {
    defaultValues: {
      level: String(service.level),
      level_expire_at: toLocalDateTime(service.level_expire_at),
      account_expire_at: toLocalDateTime(user.account_expire_at),
      traffic_total: bytesToGigabytes(service.traffic_total),
      speed_limit_mbps: service.speed_limit_mbps === null ? '' : String(service.speed_limit_mbps),
      online_ip_limit: service.online_ip_limit === null ? '' : String(service.online_ip_limit),
    },
  });
  const update = useCustomerChange((body: AdminUserUpdateBody) =>
    api.adminUserUpdate({ params: { user_id: user.id }, body }),
  );
  const error = useFormFieldError(form);

  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast({ tone: 'success', title: t('customer.actions.service.done') });
      onOpenChange(false);
    } catch {
      // Shown in the dialog.
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('customer.actions.service.title', { email: user.email })}
      description={t('customer.actions.service.explain')}
      submitLabel={t('common.save')}
      pending={update.isPending}
      error={update.error}
      onSubmit={submit}
    >
      <TextField
        label={t('customer.actions.service.level')}
        hint={t('customer.actions.service.levelHint')}
        inputMode="numeric"
        error={error('level', 'level')}
        {...form.register('level')}
      />
      <TextField
        label={t('customer.actions.service.levelUntil')}
        type="datetime-local"
        error={error('level_expire_at', 'dateTime')}
        {...form.register('level_expire_at')}
      />
      <TextField
        label={t('customer.actions.service.accountUntil')}
        type="datetime-local"
        error={error('account_expire_at', 'dateTime')}
        {...form.register('account_expire_at')}
      />
      <TextField
        label={t('customer.actions.service.traffic')}
        hint={t('customer.actions.service.trafficHint')}
        inputMode="decimal"
        error={error('traffic_total', 'gigabytes')}
        {...form.register('traffic_total')}
      />
      <TextField
        label={t('customer.actions.service.speed')}
        hint={t('customer.actions.service.emptyUnlimited')}
        inputMode="numeric"
        error={error('speed_limit_mbps', 'optionalWholeNumber')}
        {...form.register('speed_limit_mbps')}
      />
      <TextField
        label={t('customer.actions.service.devices')}
        hint={t('customer.actions.service.emptyUnlimited')}
        inputMode="numeric"
        error={error('online_ip_limit', 'optionalWholeNumber')}
        {...form.register('online_ip_limit')}
      />
    </FormDialog>
  );
}
