// Close the review of an order paid after it had expired, with an optional note kept in the audit log.
import * as z from 'zod/mini';
import { TextField, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { orderReviewBody, type AdminOrder } from '@portal/shared/contract/admin';
import { FormDialog } from '../../../lib/components/FormDialog';
import { useFormFieldError } from '../../../lib/field-errors';
import { formSchema, optionalText } from '../../../lib/form-fields';
import type { useOrderChange } from '../api/use-order-change';

const reviewForm = formSchema(z.object({ note: optionalText() }), orderReviewBody);

export interface ReviewDialogProps {
  order: AdminOrder | null;
  change: ReturnType<typeof useOrderChange>;
  onClose(): void;
}

export function ReviewDialog({ order, change, onClose }: ReviewDialogProps) {
  const { t } = useT('admin');
  const form = useZodForm(reviewForm, { defaultValues: { note: '' } });
  const error = useFormFieldError(form);
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await change.mutateAsync({ kind: 'review', tradeNo: order!.trade_no, ...(note ? { note } : {}) });
      toast({ tone: 'success', title: t('orders.reviewDone') });
      form.reset();
      onClose();
    } catch {
      // Shown in the dialog.
    }
  });
  return (
    <FormDialog
      open={order !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('orders.reviewTitle', { tradeNo: order?.trade_no ?? '' })}
      description={t('orders.reviewExplain')}
      submitLabel={t('orders.reviewConfirm')}
      pending={change.isPending}
      error={change.error}
      onSubmit={submit}
    >
      <TextField
        label={t('orders.reviewNote')}
        hint={t('orders.reviewNoteHint')}
        maxLength={200}
        error={error('note', 'reason')}
        {...form.register('note')}
      />
    </FormDialog>
  );
}
