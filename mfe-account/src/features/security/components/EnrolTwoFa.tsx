// Turning two-factor authentication on: scan the QR code (or type the secret) in an authenticator app,
// then confirm with the code it shows. The answer holds the recovery codes, shown once.
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Alert, Button, Form, FormActions, Spinner, Stack, Text, TextField, media, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError } from '../../../lib/account-errors';
import { fieldMessage, SERVER_ERROR } from '../../../lib/field-errors';
import { useUpdateSecurity } from '../api/use-update-security';
import { enableForm, groupSecret, type EnableForm } from '../two-fa-forms';

const QrCode = lazy(() => import('./QrCode'));

const Layout = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 24px;
  align-items: start;
  ${media.down('sm')} {
    grid-template-columns: 1fr;
    justify-items: center;
  }
`;

const QrFrame = styled.div`
  display: grid;
  place-items: center;
  width: 200px;
  height: 200px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #ffffff;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Secret = styled.code`
  display: inline-block;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.md};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  user-select: all;
`;

export interface EnrolTwoFaProps {
  secret: string;
  otpauthUrl: string;
  onEnabled(recoveryCodes: string[]): void;
}

export function EnrolTwoFa({ secret, otpauthUrl, onEnabled }: EnrolTwoFaProps) {
  const { t } = useT(ACCOUNT_NS);
  const update = useUpdateSecurity();
  const form = useZodForm(enableForm, { defaultValues: { ga_token: '' } });

  async function submit({ ga_token }: EnableForm) {
    try {
      const { result } = await update.mutateAsync({ ga_enable: true, ga_token });
      toast({ tone: 'success', title: t('twoFa.enabled') });
      onEnabled(result.recovery_codes ?? []);
    } catch (error) {
      form.setError('ga_token', { type: SERVER_ERROR, message: describeAccountError(error) }, { shouldFocus: true });
    }
  }

  return (
    <Layout>
      <QrFrame>
        <Suspense fallback={<Spinner label={t('twoFa.qrLoading')} />}>
          <QrCode value={otpauthUrl} label={t('twoFa.qrLabel')} />
        </Suspense>
      </QrFrame>
      <Stack gap={2}>
        <Text>{t('twoFa.step1')}</Text>
        <div>
          <Text size="sm" tone="muted">
            {t('twoFa.secretLabel')}
          </Text>
          <Secret data-testid="totp-secret" aria-label={t('twoFa.secretLabel')}>
            {groupSecret(secret)}
          </Secret>
        </div>
        <Form onSubmit={form.handleSubmit(submit)} aria-label={t('twoFa.enableTitle')}>
          {update.isError && !form.formState.errors.ga_token ? (
            <Alert tone="error">{describeAccountError(update.error)}</Alert>
          ) : null}
          <TextField
            label={t('twoFa.step2')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={fieldMessage(
              form.formState.errors.ga_token,
              { required: t('twoFa.codeRequired'), invalid: t('twoFa.codeInvalid') },
              form.watch('ga_token'),
            )}
            {...form.register('ga_token')}
          />
          <FormActions>
            <Button type="submit" loading={update.isPending}>
              {t('twoFa.enable')}
            </Button>
          </FormActions>
        </Form>
      </Stack>
    </Layout>
  );
}
