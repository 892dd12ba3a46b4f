// What the invite-code check said, under the field: checking, accepted (green) or the reason.
import { Text, useT } from '@portal/shared';
import { AUTH_NS } from '../../../i18n';
import type { InviteCheck } from '../use-invite-check';

/** The hint under the field while checking or once accepted (a refusal is the field's error). */
export function InviteCodeHint({ check }: { check: InviteCheck | null }) {
  const { t } = useT(AUTH_NS);
  if (check?.status === 'checking') return <>{t('signUp.inviteChecking')}</>;
  if (check?.status === 'valid') {
    return (
      <Text as="span" size="xs" tone="success">
        ✓ {t('signUp.inviteValid')}
      </Text>
    );
  }
  return <>{t('hints.inviteCode')}</>;
}

export function inviteCodeError(check: InviteCheck | null, fallback: string): string | undefined {
  return check?.status === 'invalid' ? (check.message ?? fallback) : undefined;
}
