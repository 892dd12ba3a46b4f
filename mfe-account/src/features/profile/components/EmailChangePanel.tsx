// Changing the sign-in email: the password and the new address, then the code sent to it. A change
// already waiting for its code (the overview's pending_email) opens at the code step.
import { useState } from 'react';
import { Text, useT } from '@portal/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { Section } from '../../../lib/components/Section';
import { EmailChangeConfirm } from './EmailChangeConfirm';
import { EmailChangeRequest } from './EmailChangeRequest';

export function EmailChangePanel({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const { t } = useT(ACCOUNT_NS);
  const [step, setStep] = useState<{ pending: string | null }>({ pending: pendingEmail });
  return (
    <Section id="email" title={t('email.title')} intro={t('email.intro')}>
      <Text style={{ marginBottom: 16 }}>
        {t('email.current')} <strong>{email}</strong>
      </Text>
      {step.pending ? (
        <EmailChangeConfirm
          pendingEmail={step.pending}
          onDone={() => setStep({ pending: null })}
          onStartOver={() => setStep({ pending: null })}
        />
      ) : (
        <EmailChangeRequest onSent={(pending) => setStep({ pending })} />
      )}
    </Section>
  );
}
