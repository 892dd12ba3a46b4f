// Close (after a confirmation) or reopen the ticket. Reopening sets it back to pending.
import { useState } from 'react';
import { Button, ConfirmDialog, describeError, toast, useT } from '@portal/shared';
import { useChangeTicketStatus } from '../../ticket-view/api/use-change-ticket-status';

function useStatusChange(ticketId: string) {
  const { t } = useT('tickets');
  const edit = useChangeTicketStatus(ticketId);
  async function change(next: 'closed' | 'pending') {
    try {
      await edit.mutateAsync({ ticket_status: next });
      toast({ tone: 'success', title: next === 'closed' ? t('view.closed') : t('view.reopened') });
    } catch (error) {
      toast({ tone: 'error', title: t('view.statusFailed'), description: describeError(error) });
      throw error;
    }
  }
  return { change, pending: edit.isPending };
}

export function ReopenButton({
  ticketId,
  variant = 'secondary',
}: {
  ticketId: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useT('tickets');
  const { change, pending } = useStatusChange(ticketId);
  return (
    <Button variant={variant} loading={pending} onClick={() => void change('pending').catch(() => undefined)}>
      {t('view.reopen')}
    </Button>
  );
}

export function CloseTicketButton({ ticketId }: { ticketId: string }) {
  const { t } = useT('tickets');
  const [confirming, setConfirming] = useState(false);
  const { change } = useStatusChange(ticketId);
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('view.close')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t('view.closeConfirmTitle')}
        description={t('view.closeConfirmBody')}
        confirmLabel={t('view.closeConfirm')}
        onConfirm={() => change('closed')}
      />
    </>
  );
}
