// Reminders: before the plan ends (3 days and 1 day before) and when the traffic passes 80 % and runs out,
// each by email and by Telegram, on or off, and the language they are written in. Each change is saved at
// once; Telegram switches wait for a linked Telegram account.
import styled from 'styled-components';
import { Alert, Checkbox, Select, Text, useT } from '@portal/shared';
import type { NotificationSettings } from '@portal/shared/contract';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError } from '../../../lib/account-errors';
import { Section } from '../../../lib/components/Section';
import { useReminderSettings } from '../api/use-reminder-settings';
import { useUpdateReminders } from '../api/use-update-reminders';

const Kinds = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
  margin-bottom: 16px;
`;

const Kind = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  legend {
    padding: 0 4px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Language = styled.div`
  max-width: 360px;
`;

const LANGUAGES = ['both', 'zh-CN', 'en'] as const;

export function RemindersSection() {
  const { t } = useT(ACCOUNT_NS);
  const query = useReminderSettings();
  const update = useUpdateReminders();
  const saved = query.data;
  if (!saved) return null;
  // While a change is saving, show it as made.
  const shown: NotificationSettings = update.isPending && update.variables ? update.variables : saved;
  const change = (patch: Partial<NotificationSettings>) => {
    const { telegram_available: _available, ...current } = { ...saved, ...shown };
    update.mutate({ ...current, ...patch });
  };
  const kinds = [
    { kind: 'expiry', email: 'expiry_email', telegram: 'expiry_telegram' },
    { kind: 'traffic', email: 'traffic_email', telegram: 'traffic_telegram' },
  ] as const;

  return (
    <Section id="reminders" title={t('reminders.title')} intro={t('reminders.intro')}>
      {update.isError ? <Alert tone="error">{describeAccountError(update.error)}</Alert> : null}
      <Kinds>
        {kinds.map(({ kind, email, telegram }) => (
          <Kind key={kind}>
            <legend>{t(`reminders.${kind}.title`)}</legend>
            <Text size="sm" tone="muted">
              {t(`reminders.${kind}.when`)}
            </Text>
            <Checkbox
              label={t('reminders.email')}
              checked={shown[email]}
              disabled={update.isPending}
              onCheckedChange={(checked) => change({ [email]: checked })}
            />
            <Checkbox
              label={t('reminders.telegram')}
              hint={saved.telegram_available ? undefined : t('reminders.telegramUnavailable')}
              checked={saved.telegram_available && shown[telegram]}
              disabled={update.isPending || !saved.telegram_available}
              onCheckedChange={(checked) => change({ [telegram]: checked })}
            />
          </Kind>
        ))}
      </Kinds>
      <Language>
        <Select
          label={t('reminders.language')}
          hint={t('reminders.languageHint')}
          value={shown.language ?? 'both'}
          disabled={update.isPending}
          options={LANGUAGES.map((value) => ({ value, label: t(`reminders.languages.${value}`) }))}
          onChange={(event) => {
            const value = event.target.value;
            change({ language: value === 'zh-CN' || value === 'en' ? value : null });
          }}
        />
      </Language>
    </Section>
  );
}
