// /user/tickets/new — title and markdown message with live counters, preview, then the new ticket.
import { useState } from 'react';
import { PageColumn, PageHeader, Panel, TextAreaField, useNavigate } from '@portal/shared';
import { Alert, AppLink, Button, Form, FormActions, TextField, describeError, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { createTicketBody, type CreateTicketBody } from '@portal/shared/contract';
import { MarkdownTabs, type MarkdownTab } from '../../../lib/components/MarkdownTabs';
import { CONTENT_MAX, TITLE_MAX, contentError, titleError } from '../../../lib/field-errors';
import { useCreateTicket } from '../../ticket-create/api/use-create-ticket';

export function NewTicketPage() {
  const { t } = useT('tickets');
  const navigate = useNavigate();
  const [tab, setTab] = useState<MarkdownTab>('write');
  const create = useCreateTicket();
  const form = useZodForm(createTicketBody, { defaultValues: { title: '', content: '' } });
  const { errors } = form.formState;
  const title = form.watch('title') ?? '';
  const content = form.watch('content') ?? '';

  async function submit(body: CreateTicketBody) {
    try {
      const answer = await create.mutateAsync(body);
      toast({ tone: 'success', title: t('create.created') });
      navigate(`/user/tickets/view/${answer.result.id}`);
    } catch {
      // Shown in the alert above the form (create.error).
    }
  }

  return (
    <PageColumn>
      <PageHeader
        before={<AppLink to="/user/tickets">← {t('create.backToList')}</AppLink>}
        title={t('create.title')}
        intro={t('create.intro')}
      />
      <Panel>
        <Form
          onSubmit={form.handleSubmit(submit, (invalid) => {
            // An error in the hidden write panel must be visible: go back to it.
            if (invalid.content) setTab('write');
          })}
        >
          {create.isError ? (
            <Alert tone="error" title={t('create.createFailed')}>
              {describeError(create.error)}
            </Alert>
          ) : null}
          <TextField
            label={t('create.titleLabel')}
            autoComplete="off"
            hint={t('form.counter', { count: title.length, max: TITLE_MAX })}
            error={titleError(errors.title, t)}
            {...form.register('title')}
          />
          <MarkdownTabs tab={tab} onTabChange={setTab} source={content}>
            <TextAreaField
              label={t('create.contentLabel')}
              counter={t('form.counter', { count: content.length, max: CONTENT_MAX })}
              overLimit={content.length > CONTENT_MAX}
              rows={10}
              hint={t('form.markdownHint')}
              error={contentError(errors.content, t)}
              {...form.register('content')}
            />
          </MarkdownTabs>
          <FormActions>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </FormActions>
        </Form>
      </Panel>
    </PageColumn>
  );
}
