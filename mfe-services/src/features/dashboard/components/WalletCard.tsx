// The dashboard's wallet card is the wallet remote's own (its ./widgets WalletCard: balance, commission,
// top-up), loaded at run time. Until it arrives, and whenever it cannot be shown — the wallet is not
// installed, failed to load, or crashed — a card of the same title says so in words.
import { useState } from 'react';
import { Button, ErrorBoundary, Loading, Text, useT } from '@portal/shared';
import { useRemoteWidget } from '../../../lib/use-remote-widget';
import { DashboardCard } from './DashboardCard';

function WalletUnavailable({ notInstalled, onRetry }: { notInstalled: boolean; onRetry(): void }) {
  const { t } = useT('services');
  return (
    <DashboardCard title={t('dashboard.wallet.title')}>
      <Text tone="muted" role="status">
        {notInstalled ? t('dashboard.wallet.notInstalled') : t('dashboard.wallet.unavailable')}
      </Text>
      {notInstalled ? null : (
        <div>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('dashboard.wallet.retry')}
          </Button>
        </div>
      )}
    </DashboardCard>
  );
}

export function WalletCard() {
  const { t } = useT('services');
  const { state, retry } = useRemoteWidget('mfe_wallet', 'WalletCard');
  const [crashes, setCrashes] = useState(0);

  if (state.status === 'loading')
    return (
      <DashboardCard title={t('dashboard.wallet.title')}>
        <Loading label={t('dashboard.wallet.loading')} />
      </DashboardCard>
    );
  if (state.status === 'failed') return <WalletUnavailable notInstalled={state.reason === 'absent'} onRetry={retry} />;
  const { Widget } = state;
  return (
    <ErrorBoundary
      resetKey={crashes}
      fallback={() => <WalletUnavailable notInstalled={false} onRetry={() => setCrashes((n) => n + 1)} />}
    >
      <Widget />
    </ErrorBoundary>
  );
}
