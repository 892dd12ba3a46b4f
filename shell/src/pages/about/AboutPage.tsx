// /about: what the portal is, and which builds are running (API, shell, sections).
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  REMOTE_NAMES,
  Text,
  api,
  describeError,
  getPortalConfig,
  selectStaffRole,
  useSession,
  useT,
  PageColumn,
  PageHeader,
} from '@portal/shared';
import { loadRegistry } from '../../remotes/registry';
import { DefinitionList } from '../common/DefinitionList';
import { Section, SectionGrid } from '../common/Section';
import './strings';

const Features = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const noSubscription = () => () => undefined;

/**
 * False in the HTML the build prerenders (and while it hydrates), true once the app runs: the versions the
 * page asks the API for are not in the prerendered page, which would otherwise say "Loading…" until the
 * visitor's first move starts the app (docs/adr/0010-prerendered-public-pages.md).
 */
function useAppRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export default function AboutPage() {
  const { t } = useT('shell');
  const running = useAppRunning();
  const { siteName, buildId } = getPortalConfig();
  const apiVersion = useQuery({ queryKey: ['shell', 'api-version'], queryFn: () => api.getVersion(), retry: false });
  const registry = useQuery({ queryKey: ['shell', 'remote-registry'], queryFn: () => loadRegistry(), retry: false });

  const apiValue = apiVersion.isPending ? (
    <Text as="span" tone="muted">
      {t('about.loading')}
    </Text>
  ) : apiVersion.isError ? (
    <Text as="span" tone="error">
      {t('about.unavailable', { reason: describeError(apiVersion.error) })}
    </Text>
  ) : (
    <Mono>{apiVersion.data.data}</Mono>
  );

  // The console's version is staff business: customers are not shown it (nor whether it is installed).
  // Only once the registry has loaded, so a page prerendered without a session hydrates as it was sent.
  const staff = useSession(selectStaffRole) !== null;
  const shownRemotes = REMOTE_NAMES.filter((name) => name !== 'mfe_admin' || (staff && registry.isSuccess));
  const sectionRows = shownRemotes.map((name) => {
    const entry = registry.data?.[name];
    const value = registry.isPending ? (
      <Text as="span" tone="muted">
        {t('about.loading')}
      </Text>
    ) : entry ? (
      <Mono>{entry.version}</Mono>
    ) : (
      <Text as="span" tone="muted">
        {t('about.sectionNotDeployed')}
      </Text>
    );
    return [t(`about.sectionNames.${name}`), value] as const;
  });

  return (
    <PageColumn>
      <PageHeader title={t('about.title')} intro={t('about.intro', { site: siteName })} />
      <SectionGrid>
        <Section title={t('about.featuresTitle')}>
          <Features>
            <li>{t('about.features.services')}</li>
            <li>{t('about.features.wallet')}</li>
            <li>{t('about.features.tickets')}</li>
            <li>{t('about.features.account')}</li>
          </Features>
        </Section>
        <Section title={t('about.versionsTitle')}>
          <DefinitionList
            rows={[
              [t('about.portalBuild'), <Mono key="build">{buildId}</Mono>],
              ...(running ? [[t('about.apiVersion'), apiValue] as const, ...sectionRows] : []),
            ]}
          />
        </Section>
      </SectionGrid>
    </PageColumn>
  );
}
