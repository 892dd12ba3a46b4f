// Mint a batch of cd-keys: what one use credits, how many codes, how many uses each, until when, and a
// note for staff (the campaign).
import * as z from 'zod/mini';
import { Alert, Button, Form, FormActions, TextField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { cdKeyCreateBody } from '@portal/shared/contract';
import { TitledCard } from '@portal/shared/ui-kit';
import { FieldGrid } from '../../../lib/components/Toolbar';
import { describeConsoleError } from '../../../lib/console-errors';
import { useFormFieldError } from '../../../lib/field-errors';
import { formSchema, optionalLocalDateTimeText, optionalText, wholeNumberText } from '../../../lib/form-fields';
import type { useCdKeyChange } from '../api/use-cd-key-change';
import type { StaffCdKey } from '@portal/shared/contract';

const mintForm = formSchema(
  z.object({
    money_amount: z.string(),
    count: wholeNumberText(),
    uses: wholeNumberText(),
    expire_at: optionalLocalDateTimeText(),
    remark: optionalText(),
  }),
  cdKeyCreateBody,
);

export interface MintFormProps {
  change: ReturnType<typeof useCdKeyChange>;
  onMinted(cdKeys: StaffCdKey[]): void;
  onCancel(): void;
}

export function MintForm({ change, onMinted, onCancel }: MintFormProps) {
  const { t } = useT('admin');
  const form = useZodForm(mintForm, {
    defaultValues: { money_amount: '', count: '10', uses: '1', expire_at: '', remark: '' },
  });
  const error = useFormFieldError(form);
  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await change.mutateAsync({ kind: 'mint', body });
      if (answer.kind === 'mint') onMinted(answer.cdKeys);
    } catch {
      // Shown above the form.
    }
  });
  return (
    <TitledCard title={t('cdKeys.mint.title')}>
      <Form onSubmit={submit} aria-label={t('cdKeys.mint.title')}>
        {change.isError ? (
          <Alert tone="error" title={t('common.notDone')}>
            {describeConsoleError(change.error)}
          </Alert>
        ) : null}
        <FieldGrid>
          <TextField
            label={t('cdKeys.mint.amount')}
            hint={t('cdKeys.mint.amountHint')}
            inputMode="decimal"
            error={error('money_amount', 'cdKeyAmount')}
            {...form.register('money_amount')}
          />
          <TextField
            label={t('cdKeys.mint.count')}
            inputMode="numeric"
            error={error('count', 'count')}
            {...form.register('count')}
          />
          <TextField
            label={t('cdKeys.mint.uses')}
            hint={t('cdKeys.mint.usesHint')}
            inputMode="numeric"
            error={error('uses', 'uses')}
            {...form.register('uses')}
          />
          <TextField
            label={t('cdKeys.mint.expires')}
            hint={t('cdKeys.mint.expiresHint')}
            type="datetime-local"
            error={error('expire_at', 'dateTime')}
            {...form.register('expire_at')}
          />
          <TextField
            label={t('cdKeys.mint.remark')}
            hint={t('cdKeys.mint.remarkHint')}
            maxLength={200}
            error={error('remark', 'text')}
            {...form.register('remark')}
          />
        </FieldGrid>
        <FormActions>
          <Button type="submit" loading={change.isPending}>
            {t('cdKeys.mint.submit')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </FormActions>
      </Form>
    </TitledCard>
  );
}
