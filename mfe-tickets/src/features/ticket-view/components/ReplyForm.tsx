// The reply box. After a message is sent the box empties and keeps the focus, ready for the next one.
// Ctrl/⌘+Enter sends, as in most chat tools.
import { useRef } from 'react';
import { Alert, Button, describeError, Form, FormActions, TextAreaField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { sendTicketMessageBody, type SendTicketMessageBody } from '@portal/shared/contract';
import { CONTENT_MAX, contentError } from '../../../lib/field-errors';
import { useSendTicketMessage } from '../../ticket-view/api/use-send-ticket-message';

export function ReplyForm({ ticketId }: { ticketId: string }) {
  const { t } = useT('tickets');
  const send = useSendTicketMessage(ticketId);
  const form = useZodForm(sendTicketMessageBody, {
    defaultValues: { content: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const content = form.watch('content') ?? '';
  const { ref: registerRef, ...contentField } = form.register('content');
  const boxRef = useRef<HTMLTextAreaElement | null>(null);
  async function sendReply(body: SendTicketMessageBody) {
    try {
      await send.mutateAsync(body);
      form.reset({ content: '' });
      boxRef.current?.focus();
    } catch {
      // Shown in the alert above the box (send.error); the text stays for another try.
    }
  }
  const submit = () => form.handleSubmit(sendReply)();

  return (
    <Form onSubmit={(event) => void form.handleSubmit(sendReply)(event)} aria-label={t('view.replyLabel')}>
      {send.isError ? (
        <Alert tone="error" title={t('view.sendFailed')}>
          {describeError(send.error)}
        </Alert>
      ) : null}
      <TextAreaField
        label={t('view.replyLabel')}
        counter={t('form.counter', { count: content.length, max: CONTENT_MAX })}
        overLimit={content.length > CONTENT_MAX}
        rows={4}
        hint={t('form.markdownHint')}
        error={contentError(form.formState.errors.content, t)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        {...contentField}
        ref={(element) => {
          registerRef(element);
          boxRef.current = element;
        }}
      />
      <FormActions>
        <Button type="submit" loading={send.isPending}>
          {t('view.send')}
        </Button>
      </FormActions>
    </Form>
  );
}
