// Turns auto-renewal of one bill on, after a confirmation that says what a renewal will cost
// (read from the bill's detail when the dialog opens).
import { useState } from 'react';
import { Button, ConfirmDialog, Text, describeError, toast, useT } from '@portal/shared';
import type { OldServiceBill } from '@portal/shared/contract';
import { useBillDetail } from '../api/use-bill-detail';
import { useEnableAutoRenewal } from '../api/use-enable-auto-renewal';

function RenewalPrice({ serviceId, fallback }: { serviceId: number; fallback: string }) {
  const { t } = useT('services');
  const detail = useBillDetail(serviceId);
  const amount = detail.data?.renewal_money_amount ?? fallback;
  return (
    <Text as="span" size="sm" data-testid="renewal-price" style={{ display: 'block', marginTop: 8 }}>
      {detail.isPending ? t('renewals.priceLoading') : t('renewals.confirmPrice', { amount })}
    </Text>
  );
}

export function AutoRenewalButton({ bill }: { bill: OldServiceBill }) {
  const { t } = useT('services');
  const [confirming, setConfirming] = useState(false);
  const enable = useEnableAutoRenewal();

  async function confirm() {
    try {
      await enable.mutateAsync(bill.service_id);
      toast({ tone: 'success', title: t('renewals.enabled', { name: bill.shop_name }) });
    } catch (error) {
      toast({ tone: 'error', title: t('renewals.enableFailed'), description: describeError(error) });
      throw error;
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('renewals.enableLabel', { name: bill.shop_name })}
        onClick={() => setConfirming(true)}
      >
        {t('renewals.enable')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('renewals.confirmTitle', { name: bill.shop_name })}
        description={
          <>
            {t('renewals.confirmBody')}{' '}
            {confirming ? <RenewalPrice serviceId={bill.service_id} fallback={bill.money_amount} /> : null}
          </>
        }
        confirmLabel={t('renewals.confirm')}
        onConfirm={confirm}
      />
    </>
  );
}
