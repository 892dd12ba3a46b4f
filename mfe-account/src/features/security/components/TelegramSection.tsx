// Telegram on the security page: not set up on this server; linked (with unlink); or a one-time link
// that opens the bot (valid 10 minutes), then "I have pressed Start" to look again.
import { useState } from 'react';
import {
  Alert,
  Button,
  ButtonLink,
  ConfirmDialog,
  FormActions,
  QueryView,
  Stack,
  Text,
  toast,
  useT,
} from '@portal/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError } from '../../../lib/account-errors';
import { Pill } from '../../../lib/components/Pill';
import { Section } from '../../../lib/components/Section';
import { useFormat } from '../../../lib/format';
import { useTelegramLink } from '../api/use-telegram-link';
import { useUnlinkTelegram } from '../api/use-unlink-telegram';

export function TelegramSection() {
  const { t } = useT(ACCOUNT_NS);
  const format = useFormat();
  const query = useTelegramLink();
  const unlink = useUnlinkTelegram();
  const [confirm, setConfirm] = useState(false);
  const linked = query.data?.is_linked ?? false;

  return (
    <Section
      id="telegram"
      title={t('telegram.title')}
      intro={t('telegram.intro')}
      aside={
        query.data?.is_configured ? (
          <Pill $tone={linked ? 'success' : 'neutral'}>{linked ? t('overview.linked') : t('overview.notLinked')}</Pill>
        ) : null
      }
    >
      <QueryView query={query} loadingLabel={t('telegram.loading')} errorTitle={t('telegram.loadFailed')}>
        {(state) => {
          if (!state.is_configured) return <Alert tone="info">{t('telegram.notSetUp')}</Alert>;
          if (state.is_linked)
            return (
              <Stack gap={2}>
                <Text>
                  {state.tg_username
                    ? t('telegram.linkedAs', { name: `@${state.tg_username}` })
                    : t('telegram.linkedId', { id: state.tg_id })}
                  {state.linked_at ? ` · ${t('telegram.linkedAt', { when: format.dateTime(state.linked_at) })}` : ''}
                </Text>
                {unlink.isError ? <Alert tone="error">{describeAccountError(unlink.error)}</Alert> : null}
                <FormActions>
                  <Button type="button" variant="secondary" onClick={() => setConfirm(true)}>
                    {t('telegram.unlink')}
                  </Button>
                </FormActions>
              </Stack>
            );
          return (
            <Stack gap={2}>
              <Text>{t('telegram.howTo', { bot: `@${state.bot_username}` })}</Text>
              {state.link_expires_at ? (
                <Text size="sm" tone="muted">
                  {t('telegram.expires', { when: format.dateTime(state.link_expires_at) })}
                </Text>
              ) : null}
              <FormActions>
                {state.link_url ? (
                  // An absolute URL: react-router renders a plain link to Telegram.
                  <ButtonLink to={state.link_url} target="_blank" rel="noopener noreferrer">
                    {t('telegram.open')}
                  </ButtonLink>
                ) : null}
                <Button
                  type="button"
                  variant="secondary"
                  loading={query.isFetching}
                  onClick={() => void query.refetch()}
                >
                  {t('telegram.check')}
                </Button>
              </FormActions>
            </Stack>
          );
        }}
      </QueryView>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('telegram.unlinkTitle')}
        description={t('telegram.unlinkBody')}
        confirmLabel={t('telegram.unlink')}
        tone="danger"
        onConfirm={async () => {
          await unlink.mutateAsync().then(
            () => toast({ tone: 'success', title: t('telegram.unlinked') }),
            () => undefined,
          );
          setConfirm(false);
        }}
      />
    </Section>
  );
}
