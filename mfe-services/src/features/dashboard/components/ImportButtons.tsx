// One link per client app that opens the app with the subscription already filled in. Real links
// (not buttons) so they can be long-pressed, copied or opened however the platform likes.
import styled from 'styled-components';
import { Heading, useT } from '@portal/shared';
import { CardGrid } from '../../../lib/components/CardGrid';
import { CLIENT_APPS } from '../../../lib/client-import';
import type { SubscriptionUrls } from '../../../lib/subscription-urls';

const AppLinkButton = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  text-align: center;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export function ImportButtons({ urls, profileName }: { urls: SubscriptionUrls; profileName: string }) {
  const { t } = useT('services');
  const apps = CLIENT_APPS.filter((app) => urls[app.target]);
  if (apps.length === 0) return null;
  return (
    <div>
      <Heading level={3} style={{ fontSize: 15, marginBottom: 8 }}>
        {t('dashboard.subscription.importTitle')}
      </Heading>
      <CardGrid $minCardWidth={140} $gap={8}>
        {apps.map((app) => (
          <li key={app.id}>
            <AppLinkButton
              href={app.build(urls[app.target]!, profileName)}
              aria-label={t('dashboard.subscription.importTo', { app: app.label })}
            >
              {app.label}
            </AppLinkButton>
          </li>
        ))}
      </CardGrid>
    </div>
  );
}
