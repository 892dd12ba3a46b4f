// Publish a version or roll back, with the reason kept in the history. A version that has not passed the
// gate (and was never live) is published only when forced, which the history records too.
import * as z from 'zod/mini';
import { Alert, Checkbox, TextField, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { changeReason, type RemoteName, type RemoteVersionModel } from '@portal/shared/contract/remote-registry';
import { FormDialog } from '../../../lib/components/FormDialog';
import { useFormFieldError } from '../../../lib/field-errors';
import type { useRemoteChange } from '../api/use-remote-change';

const reasonForm = z.object({ reason: changeReason, force: z.boolean() });

export type PendingChange =
  | { kind: 'publish'; remote: RemoteName; version: RemoteVersionModel; live: string | null }
  | { kind: 'rollback'; remote: RemoteName; to: string; live: string | null };

export interface ChangeDialogProps {
  pending: PendingChange | null;
  change: ReturnType<typeof useRemoteChange>;
  onClose(): void;
}

export function ChangeDialog({ pending, change, onClose }: ChangeDialogProps) {
  const { t } = useT('admin');
  const form = useZodForm(reasonForm, { defaultValues: { reason: '', force: false } });
  const error = useFormFieldError(form);
  const unproven = pending?.kind === 'publish' && pending.version.gate.status !== 'passed' && !pending.version.was_live;
  const name = pending ? t(`remotes.names.${pending.remote}`) : '';
  const version = pending?.kind === 'publish' ? pending.version.version : (pending?.to ?? '');

  const submit = form.handleSubmit(async ({ reason, force }) => {
    if (!pending) return;
    try {
      const answer = await change.mutateAsync(
        pending.kind === 'publish'
          ? { kind: 'publish', remote: pending.remote, version, reason, force, live: pending.live }
          : { kind: 'rollback', remote: pending.remote, reason, live: pending.live },
      );
      toast({ tone: 'success', title: t('remotes.liveNow', { name, version: answer.version }) });
      form.reset();
      onClose();
    } catch {
      // Shown in the dialog.
    }
  });

  return (
    <FormDialog
      open={pending !== null}
      onOpenChange={(next) => {
        if (!next) {
          change.reset();
          onClose();
        }
      }}
      title={
        pending?.kind === 'rollback'
          ? t('remotes.rollbackTitle', { name, version })
          : t('remotes.publishTitle', { name, version })
      }
      description={pending?.kind === 'rollback' ? t('remotes.rollbackExplain') : t('remotes.publishExplain')}
      submitLabel={pending?.kind === 'rollback' ? t('remotes.rollback') : t('remotes.publish')}
      tone={pending?.kind === 'rollback' || unproven ? 'danger' : 'primary'}
      pending={change.isPending}
      error={change.error}
      onSubmit={submit}
    >
      {unproven ? (
        <Alert tone="warning" title={t('remotes.unprovenTitle')}>
          {t('remotes.unprovenBody')}
        </Alert>
      ) : null}
      <TextField
        label={t('remotes.reason')}
        hint={t('remotes.reasonHint')}
        maxLength={500}
        error={error('reason', 'changeReason')}
        {...form.register('reason')}
      />
      {unproven ? (
        <Checkbox
          label={t('remotes.force')}
          checked={form.watch('force')}
          onCheckedChange={(checked) => form.setValue('force', checked)}
        />
      ) : null}
    </FormDialog>
  );
}
