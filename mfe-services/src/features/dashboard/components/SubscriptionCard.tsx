// The subscription link: copy it, show it as a QR code (encoder loaded on demand), or hand it to an
// installed client with one tap. The link shown is the universal one (each app gets its own format);
// the imports use the per-format links. A customer with no plan gets a way to buy one instead.
import styled from 'styled-components';
import { ButtonLink, Text, getPortalConfig, useT, LoadError, Loading } from '@portal/shared';
import { CopyButton } from '@portal/shared/ui-kit';
import { LazyQrCode } from '../../../lib/components/LazyQrCode';
import { Mono } from '../../../lib/components/SecretValue';
import { useLinkToken } from '../../../lib/api/use-link-token';
import { subscriptionUrls, universalUrl } from '../../../lib/subscription-urls';
import { useUserDashboard } from '../api/use-user-dashboard';
import { DashboardCard } from './DashboardCard';
import { ImportButtons } from './ImportButtons';

const LinkRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  ${Mono} {
    flex: 1;
  }
`;

export function SubscriptionCard() {
  const { t } = useT('services');
  const query = useLinkToken();
  // The dashboard's answer (shared cache) says whether there is a plan; the card may be used alone.
  const dashboard = useUserDashboard();

  let body;
  if (dashboard.data?.old_service_info === null)
    body = (
      <>
        <Text tone="muted">{t('dashboard.subscription.noPlan')}</Text>
        <div>
          <ButtonLink to="/user/services/buy">{t('dashboard.noPlan.action')}</ButtonLink>
        </div>
      </>
    );
  else if (query.isPending) body = <Loading label={t('dashboard.subscription.loading')} />;
  else if (query.isError)
    body = (
      <LoadError
        title={t('dashboard.subscription.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const urls = subscriptionUrls(query.data.sub_links);
    const link = universalUrl(query.data.subscription_url);
    body = (
      <>
        <Text size="sm" tone="muted">
          {t('dashboard.subscription.hint')}
        </Text>
        <LinkRow>
          <Mono data-testid="subscription-link">{link}</Mono>
          <CopyButton value={link} label={t('dashboard.subscription.copy')} />
        </LinkRow>
        <LazyQrCode value={link} label={t('dashboard.subscription.qrLabel')} />
        <ImportButtons urls={urls} profileName={getPortalConfig().siteName} />
      </>
    );
  }
  return <DashboardCard title={t('dashboard.subscription.title')}>{body}</DashboardCard>;
}
