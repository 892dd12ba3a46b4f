// /user/connection-reset — a new subscription token or a new connection password, each after a
// confirmation, with the new value shown at once; and who fetched the link lately.
import styled from 'styled-components';
import { PageColumn, PageHeader, Text, useT, LoadError, Loading } from '@portal/shared';
import { CopyButton } from '@portal/shared/ui-kit';
import { Mono, SecretValue } from '../../../lib/components/SecretValue';
import { useLinkToken } from '../../../lib/api/use-link-token';
import { useFormat } from '../../../lib/format';
import { universalUrl } from '../../../lib/subscription-urls';
import { useLinkTokenReset } from '../api/use-link-token-reset';
import { useSsPassword } from '../api/use-ss-password';
import { useSsPasswordReset } from '../api/use-ss-password-reset';
import { FetchLogSection } from './FetchLogSection';
import { ResetSection } from './ResetSection';

const ValueRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  min-width: 0;
`;

/** The universal subscription link (the format follows each app), with a copy button. */
function LinkValue({ url }: { url: string }) {
  const { t } = useT('services');
  const link = universalUrl(url);
  return (
    <ValueRow>
      <Mono data-testid="current-link">{link}</Mono>
      <CopyButton value={link} label={t('dashboard.subscription.copy')} />
    </ValueRow>
  );
}

function PasswordValue({ password, uuid, fresh = false }: { password: string; uuid: string; fresh?: boolean }) {
  const { t } = useT('services');
  return (
    <dl style={{ display: 'grid', gap: 4, margin: 0 }}>
      <dt>
        <Text as="span" size="sm" tone="muted">
          {t('reset.password.password')}
        </Text>
      </dt>
      <dd style={{ margin: 0 }}>
        <SecretValue value={password} label={t('reset.password.password')} initiallyShown={fresh} />
      </dd>
      <dt>
        <Text as="span" size="sm" tone="muted">
          {t('reset.password.uuid')}
        </Text>
      </dt>
      <dd style={{ margin: 0 }}>
        <SecretValue value={uuid} label={t('reset.password.uuid')} initiallyShown={fresh} />
      </dd>
    </dl>
  );
}

export function ConnectionResetPage() {
  const { t } = useT('services');
  const format = useFormat();
  const token = useLinkToken();
  const password = useSsPassword();
  const resetToken = useLinkTokenReset();
  const resetPassword = useSsPasswordReset();

  const tokenCurrent = token.isPending ? (
    <Loading label={t('reset.link.loading')} />
  ) : token.isError ? (
    <LoadError title={t('reset.link.loadFailed')} error={token.error} onRetry={() => void token.refetch()} />
  ) : (
    <>
      <LinkValue url={token.data.subscription_url} />
      {token.data.updated_at ? (
        <Text size="xs" tone="muted">
          {t('reset.updatedAt', { when: format.dateTime(token.data.updated_at) })}
        </Text>
      ) : null}
    </>
  );

  const passwordCurrent = password.isPending ? (
    <Loading label={t('reset.password.loading')} />
  ) : password.isError ? (
    <LoadError title={t('reset.password.loadFailed')} error={password.error} onRetry={() => void password.refetch()} />
  ) : (
    <PasswordValue password={password.data.ss_passwd} uuid={password.data.ss_uuid} />
  );

  return (
    <PageColumn>
      <PageHeader title={t('reset.title')} intro={t('reset.intro')} />
      <ResetSection
        id="reset-link"
        title={t('reset.link.title')}
        intro={t('reset.link.intro')}
        current={tokenCurrent}
        resetLabel={t('reset.link.action')}
        confirmTitle={t('reset.link.confirmTitle')}
        confirmBody={t('reset.link.confirmBody')}
        successTitle={t('reset.link.success')}
        onReset={async () => <LinkValue url={(await resetToken.mutateAsync()).subscription_url} />}
      />
      <ResetSection
        id="reset-password"
        title={t('reset.password.title')}
        intro={t('reset.password.intro')}
        current={passwordCurrent}
        resetLabel={t('reset.password.action')}
        confirmTitle={t('reset.password.confirmTitle')}
        confirmBody={t('reset.password.confirmBody')}
        successTitle={t('reset.password.success')}
        onReset={async () => {
          const fresh = await resetPassword.mutateAsync();
          return <PasswordValue password={fresh.ss_passwd} uuid={fresh.ss_uuid} fresh />;
        }}
      />
      <FetchLogSection />
    </PageColumn>
  );
}
