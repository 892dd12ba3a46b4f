// In-layout message for a remote that cannot be shown: the rest of the portal keeps working. Two
// cases read differently: a section this portal does not have (not in /remotes.json, or its
// installed version lacks the page) is "not installed", with no Retry, since retrying cannot help;
// a section that failed to load or crashed "could not be loaded", with Retry.
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Heading,
  Stack,
  Text,
  type RemoteFailure,
  type Incompatibility,
  type RemoteName,
  usePageTitle,
  useT,
} from '@portal/shared';

export type UnavailableReason = RemoteFailure | 'missing-route' | 'crashed';

/** Reasons a Retry cannot fix: only an operator publishing the section can. */
function isNotInstalled(reason: UnavailableReason): boolean {
  return reason === 'absent' || reason === 'missing-route';
}

const Panel = styled.section`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(4)} auto;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.tones.warning.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme }) => `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`} {
    margin: ${({ theme }) => theme.space(1)} 0;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  }
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.tones.warning.bg};
  color: ${({ theme }) => theme.tones.warning.fg};
  font-size: 24px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Details = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

interface SectionUnavailableProps {
  remote: RemoteName;
  reason: UnavailableReason;
  /** For `incompatible`: each library and both versions. */
  incompatibilities?: Incompatibility[];
  retrying: boolean;
  onRetry: () => void;
}

export function SectionUnavailable({
  remote,
  reason,
  incompatibilities = [],
  retrying,
  onRetry,
}: SectionUnavailableProps) {
  const { t } = useT('shell');
  const section = t(`remote.sections.${remote}`);
  const notInstalled = isNotInstalled(reason);
  const title = t(notInstalled ? 'remote.notInstalledTitle' : 'remote.unavailableTitle', { section });
  usePageTitle(title);
  return (
    <Panel aria-labelledby="section-unavailable-title" data-remote={remote} data-reason={reason}>
      <Stack gap={2} align="flex-start">
        <Icon aria-hidden>!</Icon>
        <Heading level={1} id="section-unavailable-title">
          {title}
        </Heading>
        <Text tone="muted" role="status">
          {t(`remote.reasons.${reason}`)}
        </Text>
        {incompatibilities.length > 0 ? (
          <Details>
            {incompatibilities.map((item) => (
              <li key={item.package}>
                {t('remote.incompatibleItem', { package: item.package, remote: item.remote ?? '?', shell: item.shell })}
              </li>
            ))}
          </Details>
        ) : null}
        <Text tone="muted">{t('remote.restWorks')}</Text>
        {notInstalled ? (
          <ButtonLink to="/user/dashboard" variant="secondary">
            {t('errors.goHome')}
          </ButtonLink>
        ) : (
          <Button onClick={onRetry} loading={retrying}>
            {t('remote.retry')}
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
