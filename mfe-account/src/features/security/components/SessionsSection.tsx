// The sessions signed in to the account (device, browser, place, last used), "sign out" for each other
// one and "sign out all others". This device's session is marked and cannot be signed out from here.
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ConfirmDialog, QueryView, Text, toast, useT } from '@portal/shared';
import type { AccountSession } from '@portal/shared/contract';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError } from '../../../lib/account-errors';
import { Pill } from '../../../lib/components/Pill';
import { Section } from '../../../lib/components/Section';
import { useFormat } from '../../../lib/format';
import { useRevokeOtherSessions } from '../api/use-revoke-other-sessions';
import { useRevokeSession } from '../api/use-revoke-session';
import { useSessions } from '../api/use-sessions';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
    padding-top: 0;
  }
`;

const Device = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  strong {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
`;

function SessionRow({ session, onSignOut }: { session: AccountSession; onSignOut(): void }) {
  const { t } = useT(ACCOUNT_NS);
  const format = useFormat();
  return (
    <li data-testid="session-row">
      <Device>
        <strong>
          {format.device(session)}
          {session.is_current ? <Pill $tone="info">{t('sessions.thisDevice')}</Pill> : null}
        </strong>
        <Text size="sm" tone="muted">
          {t('sessions.place', { place: format.country(session.country), ip: session.ip })}
        </Text>
        <Text size="sm" tone="muted">
          {t('sessions.times', {
            signedIn: format.dateTime(session.created_at),
            lastUsed: format.dateTime(session.last_used_at),
          })}
        </Text>
      </Device>
      {session.is_current ? null : (
        <Button type="button" variant="secondary" size="sm" onClick={onSignOut}>
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

export function SessionsSection() {
  const { t } = useT(ACCOUNT_NS);
  const format = useFormat();
  const query = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [target, setTarget] = useState<AccountSession | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const others = query.data?.filter((session) => !session.is_current).length ?? 0;

  return (
    <Section
      id="sessions"
      title={t('sessions.title')}
      intro={t('sessions.intro')}
      aside={
        <Button type="button" variant="secondary" disabled={others === 0} onClick={() => setConfirmAll(true)}>
          {t('sessions.signOutOthers')}
        </Button>
      }
    >
      {revoke.isError || revokeOthers.isError ? (
        <Alert tone="error">{describeAccountError(revoke.error ?? revokeOthers.error)}</Alert>
      ) : null}
      <QueryView query={query} loadingLabel={t('sessions.loading')} errorTitle={t('sessions.loadFailed')}>
        {(sessions) => (
          <List aria-label={t('sessions.listLabel')}>
            {sessions.map((session) => (
              <SessionRow key={session.session_id} session={session} onSignOut={() => setTarget(session)} />
            ))}
          </List>
        )}
      </QueryView>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('sessions.confirmOneTitle')}
        description={target ? t('sessions.confirmOneBody', { device: format.device(target) }) : undefined}
        confirmLabel={t('sessions.signOut')}
        tone="danger"
        onConfirm={async () => {
          if (!target) return;
          await revoke.mutateAsync(target.session_id).then(
            () => toast({ tone: 'success', title: t('sessions.signedOutOne') }),
            () => undefined,
          );
          setTarget(null);
        }}
      />
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t('sessions.confirmAllTitle')}
        description={t('sessions.confirmAllBody', { count: others })}
        confirmLabel={t('sessions.signOutOthers')}
        tone="danger"
        onConfirm={async () => {
          await revokeOthers.mutateAsync().then(
            ({ result }) => toast({ tone: 'success', title: t('sessions.signedOutOthers', { count: result.revoked }) }),
            () => undefined,
          );
          setConfirmAll(false);
        }}
      />
    </Section>
  );
}
