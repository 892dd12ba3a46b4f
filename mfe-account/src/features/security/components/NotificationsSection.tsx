// Security emails on or off: sign-ins from a new device or place, password and email changes, 2FA,
// sessions and Telegram. An email change is always told to the old address, whatever this says.
import { Alert, Checkbox, Text, useT } from '@portal/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError } from '../../../lib/account-errors';
import { Section } from '../../../lib/components/Section';
import { useUpdateSecurity } from '../api/use-update-security';

export function NotificationsSection({ enabled }: { enabled: boolean }) {
  const { t } = useT(ACCOUNT_NS);
  const update = useUpdateSecurity();
  const shown =
    update.isPending && update.variables?.email_notification != null ? update.variables.email_notification : enabled;
  return (
    <Section id="notifications" title={t('notifications.title')} intro={t('notifications.intro')}>
      {update.isError ? <Alert tone="error">{describeAccountError(update.error)}</Alert> : null}
      <Checkbox
        label={t('notifications.label')}
        hint={t('notifications.hint')}
        checked={shown}
        disabled={update.isPending}
        onCheckedChange={(checked) => update.mutate({ email_notification: checked === true })}
      />
      <Text size="sm" tone="muted" style={{ marginTop: 12 }}>
        {t('notifications.always')}
      </Text>
    </Section>
  );
}
