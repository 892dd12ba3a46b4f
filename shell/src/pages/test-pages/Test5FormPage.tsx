// /test-page/test5: form validation with react-hook-form and a zod schema, errors next to fields.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Alert, Button, Checkbox, Form, FormActions, PasswordField, TextField, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { CodeBlock } from '../common/DefinitionList';
import { PageHeader } from '../common/PageHeader';
import { Section, SectionGrid } from '../common/Section';
import { DEMO_FORM_DEFAULTS, demoFormSchema, type DemoFormValues } from './test5-schema';
import './strings';

export default function Test5FormPage() {
  const { t } = useT('shell');
  const [submitted, setSubmitted] = useState<Omit<DemoFormValues, 'password' | 'confirm'> | null>(null);
  const form = useZodForm(demoFormSchema, { defaultValues: DEMO_FORM_DEFAULTS });
  const { errors } = form.formState;
  const message = (error?: { message?: string }) => (error?.message ? t(error.message) : undefined);

  const onSubmit = form.handleSubmit((values) => {
    const { password: _password, confirm: _confirm, ...shown } = values;
    setSubmitted(shown);
    toast({ tone: 'success', title: t('tests.test5.valid') });
  });

  return (
    <>
      <PageHeader title={t('tests.test5.title')} intro={t('tests.test5.intro')} />
      <SectionGrid>
        <Section title={t('tests.test5.formTitle')}>
          <Form onSubmit={onSubmit} style={{ maxWidth: 560 }}>
            <TextField
              label={t('tests.test5.email')}
              type="email"
              autoComplete="email"
              error={message(errors.email)}
              {...form.register('email')}
            />
            <TextField
              label={t('tests.test5.username')}
              hint={t('tests.test5.usernameHint')}
              autoComplete="username"
              error={message(errors.username)}
              {...form.register('username')}
            />
            <PasswordField
              label={t('tests.test5.password')}
              hint={t('tests.test5.passwordHint')}
              autoComplete="new-password"
              error={message(errors.password)}
              {...form.register('password')}
            />
            <PasswordField
              label={t('tests.test5.confirm')}
              autoComplete="new-password"
              error={message(errors.confirm)}
              {...form.register('confirm')}
            />
            <TextField
              label={t('tests.test5.age')}
              inputMode="numeric"
              error={message(errors.age)}
              {...form.register('age')}
            />
            <Controller
              control={form.control}
              name="agree"
              render={({ field }) => (
                <Checkbox
                  label={t('tests.test5.agree')}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={message(errors.agree)}
                />
              )}
            />
            <FormActions>
              <Button type="submit">{t('tests.test5.submit')}</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  form.reset(DEMO_FORM_DEFAULTS);
                  setSubmitted(null);
                }}
              >
                {t('tests.test5.reset')}
              </Button>
            </FormActions>
          </Form>
        </Section>
        {submitted ? (
          <Section title={t('tests.test5.submitted')}>
            <Alert tone="success">{t('tests.test5.valid')}</Alert>
            <CodeBlock>{JSON.stringify(submitted, null, 2)}</CodeBlock>
          </Section>
        ) : null}
      </SectionGrid>
    </>
  );
}
