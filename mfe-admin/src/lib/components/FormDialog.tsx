// A dialog around a small form (a reason, an amount): its submit button sits in the dialog's footer,
// tied to the form by id; a failure the server answered shows above the fields, and what was typed stays.
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Alert, Button, Dialog, Form, useT } from '@portal/shared';
import { describeConsoleError } from '../console-errors';

export interface FormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  tone?: 'primary' | 'danger';
  pending: boolean;
  /** The last submission's failure, if any. */
  error: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const { open, onOpenChange, title, description, submitLabel, tone = 'primary', pending, error, onSubmit } = props;
  const { t } = useT('admin');
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={tone} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} noValidate>
        {error ? (
          <Alert tone="error" title={t('common.notDone')}>
            {describeConsoleError(error)}
          </Alert>
        ) : null}
        {props.children}
      </Form>
    </Dialog>
  );
}
