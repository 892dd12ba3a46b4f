// The display name. Saving answers new tokens that carry it, so the header changes at once.
import { Alert, Button, Form, FormActions, TextField, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { editProfileBody, type EditProfileBody } from '@portal/shared/contract';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError } from '../../../lib/account-errors';
import { fieldMessage } from '../../../lib/field-errors';
import { useEditProfile } from '../api/use-edit-profile';

const NAME_MAX = 64;

export function ProfileForm({ name }: { name: string }) {
  const { t } = useT(ACCOUNT_NS);
  const save = useEditProfile();
  const form = useZodForm(editProfileBody, { defaultValues: { user_name: name } });
  const error = form.formState.errors.user_name;

  async function submit(body: EditProfileBody) {
    try {
      const { result } = await save.mutateAsync(body);
      form.reset({ user_name: result.user_name });
      toast({ tone: 'success', title: t('profile.saved') });
    } catch {
      // Shown in the alert above the field (save.error).
    }
  }

  return (
    <Form onSubmit={form.handleSubmit(submit)} aria-label={t('profile.nameTitle')}>
      {save.isError ? (
        <Alert tone="error" title={t('profile.saveFailed')}>
          {describeAccountError(save.error)}
        </Alert>
      ) : null}
      <TextField
        label={t('profile.nameLabel')}
        autoComplete="nickname"
        maxLength={NAME_MAX + 20}
        hint={t('profile.nameHint', { max: NAME_MAX })}
        error={fieldMessage(error, {
          required: t('profile.nameRequired'),
          tooLong: t('profile.nameTooLong', { max: NAME_MAX }),
        })}
        {...form.register('user_name')}
      />
      <FormActions>
        <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
          {t('profile.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
