// /test-page/test6: the session store's tokens, decoded payloads and live expiry countdowns.
import { useEffect, useState } from 'react';
import { Button, Text, selectIsSignedIn, toast, useSession, useT } from '@portal/shared';
import { CodeBlock, DefinitionList } from '../common/DefinitionList';
import { PageHeader } from '../common/PageHeader';
import { Section, SectionGrid } from '../common/Section';
import { formatDuration } from './format-duration';
import './strings';

function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Enough of a token to recognise it, not enough to reuse it from a screenshot. */
function shorten(token: string): string {
  return token.length > 24 ? `${token.slice(0, 12)}…${token.slice(-8)}` : token;
}

function TokenSection({
  title,
  token,
  payload,
  now,
}: {
  title: string;
  token: string | null;
  payload: { exp?: number } | null;
  now: number;
}) {
  const { t, i18n } = useT('shell');
  const exp = payload?.exp;
  const remaining = exp === undefined ? null : exp * 1000 - now;
  const expiry =
    remaining === null ? (
      t('tests.test6.noExpiry')
    ) : (
      <Text as="span" tone={remaining > 0 ? 'default' : 'error'}>
        {new Date((exp ?? 0) * 1000).toLocaleString(i18n.language)} ·{' '}
        {remaining > 0
          ? t('tests.test6.expiresIn', { time: formatDuration(remaining) })
          : t('tests.test6.expired', { time: formatDuration(remaining) })}
      </Text>
    );
  return (
    <Section title={title}>
      {token ? (
        <>
          <DefinitionList
            rows={[
              [title, <code key="token">{shorten(token)}</code>],
              [t('tests.test6.expires'), expiry],
            ]}
          />
          <Text size="sm" weight="medium">
            {t('tests.test6.payload')}
          </Text>
          <CodeBlock>{JSON.stringify(payload, null, 2)}</CodeBlock>
        </>
      ) : (
        <Text tone="muted">{t('tests.test6.none')}</Text>
      )}
    </Section>
  );
}

export default function Test6SessionPage() {
  const { t } = useT('shell');
  const now = useNow();
  const session = useSession();
  const signedIn = selectIsSignedIn(session, now);
  const [refreshing, setRefreshing] = useState(false);

  async function refreshNow() {
    setRefreshing(true);
    const ok = await session.refresh();
    setRefreshing(false);
    if (ok) toast({ tone: 'success', title: t('tests.test6.refreshed') });
    else toast({ tone: 'warning', title: t('tests.test6.refreshFailed') });
  }

  const yesNo = (value: boolean) => t(value ? 'tests.test6.yes' : 'tests.test6.no');
  return (
    <>
      <PageHeader title={t('tests.test6.title')} intro={t('tests.test6.intro')} />
      <SectionGrid>
        <Section
          title={t('tests.test6.state')}
          actions={
            session.refreshToken ? (
              <div>
                <Button variant="secondary" loading={refreshing} onClick={() => void refreshNow()}>
                  {t('tests.test6.refreshNow')}
                </Button>
              </div>
            ) : null
          }
        >
          <DefinitionList
            rows={[
              [t('tests.test6.ready'), yesNo(session.ready)],
              [t('tests.test6.signedIn'), yesNo(signedIn)],
            ]}
          />
        </Section>
        <TokenSection
          title={t('tests.test6.access')}
          token={session.accessToken}
          payload={session.accessPayload}
          now={now}
        />
        <TokenSection
          title={t('tests.test6.refresh')}
          token={session.refreshToken}
          payload={session.refreshPayload}
          now={now}
        />
      </SectionGrid>
    </>
  );
}
