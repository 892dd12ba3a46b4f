// A staff reply in markdown, previewed before it is sent; it can resolve or close the ticket at the same
// time. What was typed stays when sending fails.
import { useState } from 'react';
import * as z from 'zod/mini';
import { Alert, Button, Form, FormActions, Select, TextAreaField, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { staffReplyBody } from '@portal/shared/contract';
import { TitledCard } from '@portal/shared/ui-kit';
import { MarkdownTabs, type MarkdownTab } from '../../../lib/components/MarkdownTabs';
import { describeConsoleError } from '../../../lib/console-errors';
import { useFormFieldError } from '../../../lib/field-errors';
import { formSchema } from '../../../lib/form-fields';
import type { useTicketChange } from '../api/use-ticket-change';

const AFTER = ['keep', 'resolved', 'closed'] as const;

const replyForm = formSchema(
  z.object({
    content: z.string(),
    status: z.pipe(
      z.enum(AFTER),
      z.transform((after) => (after === 'keep' ? null : after)),
    ),
  }),
  staffReplyBody,
);

export function ReplyForm({ change }: { change: ReturnType<typeof useTicketChange> }) {
  const { t } = useT('admin');
  const [tab, setTab] = useState<MarkdownTab>('write');
  const form = useZodForm(replyForm, { defaultValues: { content: '', status: 'keep' } });
  const error = useFormFieldError(form);
  const content = form.watch('content') ?? '';

  const submit = form.handleSubmit(
    async (body) => {
      try {
        await change.mutateAsync({ kind: 'reply', content: body.content, status: body.status });
        toast({ tone: 'success', title: t('ticket.replied') });
        form.reset();
        setTab('write');
      } catch {
        // Shown above the form; the reply stays.
      }
    },
    (invalid) => invalid.content && setTab('write'),
  );

  return (
    <TitledCard title={t('ticket.replyTitle')}>
      <Form onSubmit={submit} aria-label={t('ticket.replyTitle')}>
        {change.isError ? (
          <Alert tone="error" title={t('ticket.replyFailed')}>
            {describeConsoleError(change.error)}
          </Alert>
        ) : null}
        <MarkdownTabs tab={tab} onTabChange={setTab} source={content}>
          <TextAreaField
            label={t('ticket.reply')}
            hint={t('common.markdownHint')}
            rows={8}
            error={error('content', 'reply')}
            {...form.register('content')}
          />
        </MarkdownTabs>
        <Select
          label={t('ticket.after')}
          options={AFTER.map((after) => ({ value: after, label: t(`ticket.afterChoices.${after}`) }))}
          {...form.register('status')}
        />
        <FormActions>
          <Button type="submit" loading={change.isPending}>
            {t('ticket.send')}
          </Button>
        </FormActions>
      </Form>
    </TitledCard>
  );
}
