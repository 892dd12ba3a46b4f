import { Alert, useT } from '@portal/shared';
import { AUTH_NS } from '../../../i18n';

/** Shown when the server answers two_fa_required: the password was right, one more step. */
export function TwoFaNotice() {
  const { t } = useT(AUTH_NS);
  return <Alert tone="info">{t('server.two_fa_required')}</Alert>;
}
