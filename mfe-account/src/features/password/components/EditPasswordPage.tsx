// /user/account/edit-password — the current password, a new one twice with a strength meter. Afterwards
// every other session is signed out and this one stays.
import { useState } from 'react';
import {
  Alert,
  Button,
  Form,
  FormActions,
  PageColumn,
  PageHeader,
  PasswordField,
  toast,
  useSession,
  useT,
} from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError, errorField } from '../../../lib/account-errors';
import { AccountNav } from '../../../lib/components/AccountNav';
import { Section } from '../../../lib/components/Section';
import { fieldMessage, SERVER_ERROR } from '../../../lib/field-errors';
import { useChangePassword } from '../api/use-change-password';
import { passwordForm, type PasswordForm } from '../password-form';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const EMPTY: PasswordForm = { current_password: '', new_password: '', new_password_again: '' };

export default function EditPasswordPage() {
  const { t } = useT(ACCOUNT_NS);
  const change = useChangePassword();
  const who = useSession((state) => state.accessPayload?.subject_access);
  const [changed, setChanged] = useState(false);
  const form = useZodForm(passwordForm, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const newPassword = form.watch('new_password') ?? '';

  async function submit({ current_password, new_password }: PasswordForm) {
    setChanged(false);
    try {
      await change.mutateAsync({ current_password, new_password });
      form.reset(EMPTY);
      setChanged(true);
      toast({ tone: 'success', title: t('password.changed') });
    } catch (error) {
      const field = errorField(error, ['current_password', 'new_password'] as const);
      if (field)
        form.setError(field, { type: SERVER_ERROR, message: describeAccountError(error) }, { shouldFocus: true });
    }
  }

  const fieldFailed = errorField(change.error, ['current_password', 'new_password'] as const) !== null;
  return (
    <PageColumn>
      <PageHeader title={t('password.title')} intro={t('password.intro')} />
      <AccountNav />
      <Section title={t('password.formTitle')} intro={t('password.formIntro')}>
        <Form onSubmit={form.handleSubmit(submit)} aria-label={t('password.formTitle')}>
          {changed ? <Alert tone="success">{t('password.changedBody')}</Alert> : null}
          {change.isError && !fieldFailed ? (
            <Alert tone="error" title={t('password.failed')}>
              {describeAccountError(change.error)}
            </Alert>
          ) : null}
          {/* Lets password managers tie the new password to the account. */}
          <input type="email" autoComplete="username" value={who?.email ?? ''} readOnly hidden />
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            error={fieldMessage(errors.current_password, { required: t('common.passwordRequired') })}
            {...form.register('current_password')}
          />
          <PasswordField
            label={t('password.new')}
            autoComplete="new-password"
            hint={t('password.newHint')}
            error={fieldMessage(
              errors.new_password,
              { required: t('password.newRequired'), tooShort: t('password.tooShort'), tooLong: t('password.tooLong') },
              newPassword,
            )}
            {...form.register('new_password')}
          />
          <PasswordStrengthMeter
            password={newPassword}
            userInputs={[who?.email ?? '', who?.user_name ?? ''].filter(Boolean)}
          />
          <PasswordField
            label={t('password.again')}
            autoComplete="new-password"
            error={fieldMessage(errors.new_password_again, {
              required: t('password.mismatch'),
              custom: t('password.mismatch'),
            })}
            {...form.register('new_password_again')}
          />
          <FormActions>
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </FormActions>
        </Form>
      </Section>
    </PageColumn>
  );
}
