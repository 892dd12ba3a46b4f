// Two-factor authentication on the security page: enrolment while it is off; while it is on, the
// recovery codes left, new recovery codes and turning it off. Fresh recovery codes are shown once.
import { useState } from 'react';
import { Button, FormActions, Stack, Text, useT } from '@portal/shared';
import type { OperationResponse, accountSecurity } from '@portal/shared/contract';
import { ACCOUNT_NS } from '../../../i18n';
import { Pill } from '../../../lib/components/Pill';
import { Section } from '../../../lib/components/Section';
import { DisableTwoFaForm } from './DisableTwoFaForm';
import { EnrolTwoFa } from './EnrolTwoFa';
import { RecoveryCodes } from './RecoveryCodes';
import { RegenerateCodesForm } from './RegenerateCodesForm';

type Settings = OperationResponse<typeof accountSecurity>['result'];
type Mode = 'idle' | 'regenerate' | 'disable';

export function TwoFactorSection({ settings }: { settings: Settings }) {
  const { t } = useT(ACCOUNT_NS);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [mode, setMode] = useState<Mode>('idle');
  const enabled = settings.ga_enable;

  function showCodes(fresh: string[]) {
    setMode('idle');
    setCodes(fresh);
  }

  let body;
  if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (!enabled && settings.ga_secret && settings.ga_otpauth_url)
    body = <EnrolTwoFa secret={settings.ga_secret} otpauthUrl={settings.ga_otpauth_url} onEnabled={showCodes} />;
  else if (mode === 'regenerate') body = <RegenerateCodesForm onDone={showCodes} onCancel={() => setMode('idle')} />;
  else if (mode === 'disable') body = <DisableTwoFaForm onCancel={() => setMode('idle')} />;
  else
    body = (
      <Stack gap={2}>
        <Text>{t('twoFa.onBody')}</Text>
        <Text tone={settings.recovery_codes_left <= 2 ? 'warning' : 'muted'} size="sm">
          {t('twoFa.codesLeft', { count: settings.recovery_codes_left })}
        </Text>
        <FormActions>
          <Button type="button" variant="secondary" onClick={() => setMode('regenerate')}>
            {t('twoFa.newCodes')}
          </Button>
          <Button type="button" variant="danger" onClick={() => setMode('disable')}>
            {t('twoFa.turnOff')}
          </Button>
        </FormActions>
      </Stack>
    );

  return (
    <Section
      id="two-factor"
      title={t('twoFa.title')}
      intro={enabled ? t('twoFa.introOn') : t('twoFa.introOff')}
      aside={<Pill $tone={enabled ? 'success' : 'warning'}>{enabled ? t('common.on') : t('common.off')}</Pill>}
    >
      {body}
    </Section>
  );
}
