import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** `danger` for destructive actions. */
  tone?: 'primary' | 'danger';
  /** May be async: the confirm button shows loading and the dialog closes when it resolves, stays open if it throws. */
  onConfirm(): void | Promise<void>;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useT('common');
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure (e.g. a toast); the dialog stays open for another try.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button variant={tone} onClick={() => void confirm()} loading={pending}>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    />
  );
}
