// Add or edit a shared account: where it connects, its secret, how many may use it, its traffic, the
// lowest plan level that sees it and when it ends.
import * as z from 'zod/mini';
import { Alert, Button, Form, FormActions, PasswordField, Select, TextField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { shareAccountBody, type AdminShareAccount } from '@portal/shared/contract/admin';
import { TitledCard } from '@portal/shared/ui-kit';
import { FieldGrid } from '../../../lib/components/Toolbar';
import { describeConsoleError } from '../../../lib/console-errors';
import { useFormFieldError } from '../../../lib/field-errors';
import {
  bytesToGigabytes,
  formSchema,
  gigabytesText,
  localDateTimeText,
  toLocalDateTime,
  wholeNumberText,
} from '../../../lib/form-fields';
import type { useShareAccountChange } from '../api/use-share-account-change';

const accountForm = formSchema(
  z.object({
    name: z.string(),
    server_address: z.string(),
    port: wholeNumberText(),
    password: z.string(),
    method: z.string(),
    protocol: z.string(),
    max_users: wholeNumberText(),
    traffic_limit: gigabytesText(),
    status: z.enum(['active', 'disabled']),
    min_level: wholeNumberText(),
    expire_at: localDateTimeText(),
  }),
  shareAccountBody,
);

export interface ShareAccountFormProps {
  account: AdminShareAccount | null;
  change: ReturnType<typeof useShareAccountChange>;
  onDone(): void;
  onCancel(): void;
}

export function ShareAccountForm({ account, change, onDone, onCancel }: ShareAccountFormProps) {
  const { t } = useT('admin');
  const form = useZodForm(accountForm, {
    defaultValues: {
      name: account?.name ?? '',
      server_address: account?.server_address ?? '',
      port: account ? String(account.port) : '',
      password: account?.password ?? '',
      method: account?.method ?? 'aes-256-gcm',
      protocol: account?.protocol ?? 'origin',
      max_users: account ? String(account.max_users) : '10',
      traffic_limit: account ? bytesToGigabytes(account.traffic_limit) : '',
      status: account?.status ?? 'active',
      min_level: account ? String(account.min_level) : '1',
      expire_at: toLocalDateTime(account?.expire_at),
    },
  });
  const error = useFormFieldError(form);
  const title = account
    ? t('plans.shareAccounts.editTitle', { name: account.name })
    : t('plans.shareAccounts.newTitle');

  const submit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(account ? { kind: 'update', id: account.id, body } : { kind: 'create', body });
      onDone();
    } catch {
      // Shown above the form.
    }
  });

  return (
    <TitledCard title={title}>
      <Form onSubmit={submit} aria-label={title}>
        {change.isError ? (
          <Alert tone="error" title={t('common.notDone')}>
            {describeConsoleError(change.error)}
          </Alert>
        ) : null}
        <FieldGrid>
          <TextField label={t('plans.shareAccounts.name')} error={error('name', 'name')} {...form.register('name')} />
          <TextField
            label={t('plans.shareAccounts.server')}
            autoComplete="off"
            error={error('server_address', 'host')}
            {...form.register('server_address')}
          />
          <TextField
            label={t('plans.shareAccounts.port')}
            inputMode="numeric"
            error={error('port', 'port')}
            {...form.register('port')}
          />
          <PasswordField
            label={t('plans.shareAccounts.password')}
            autoComplete="off"
            error={error('password', 'text')}
            {...form.register('password')}
          />
          <TextField
            label={t('plans.shareAccounts.method')}
            error={error('method', 'text')}
            {...form.register('method')}
          />
          <TextField
            label={t('plans.shareAccounts.protocol')}
            error={error('protocol', 'text')}
            {...form.register('protocol')}
          />
          <TextField
            label={t('plans.shareAccounts.maxUsers')}
            inputMode="numeric"
            error={error('max_users', 'wholeNumber')}
            {...form.register('max_users')}
          />
          <TextField
            label={t('plans.shareAccounts.trafficLimit')}
            inputMode="decimal"
            error={error('traffic_limit', 'gigabytes')}
            {...form.register('traffic_limit')}
          />
          <TextField
            label={t('plans.shareAccounts.minLevel')}
            inputMode="numeric"
            error={error('min_level', 'level')}
            {...form.register('min_level')}
          />
          <TextField
            label={t('plans.shareAccounts.expires')}
            type="datetime-local"
            error={error('expire_at', 'dateTime')}
            {...form.register('expire_at')}
          />
          <Select
            label={t('plans.shareAccounts.status')}
            options={[
              { value: 'active', label: t('plans.shareAccounts.statuses.active') },
              { value: 'disabled', label: t('plans.shareAccounts.statuses.disabled') },
            ]}
            {...form.register('status')}
          />
        </FieldGrid>
        <FormActions>
          <Button type="submit" loading={change.isPending}>
            {account ? t('common.save') : t('plans.shareAccounts.add')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </FormActions>
      </Form>
    </TitledCard>
  );
}
