// After a successful reset: the confirmation and the way back to sign-in, email prefilled.
import { Alert, AppLink, useT } from '@portal/shared';
import styled from 'styled-components';
import { AUTH_NS } from '../../../i18n';

const ButtonLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 48px;
  margin-top: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    text-decoration: none;
  }
`;

export function ResetDone({ email }: { email: string }) {
  const { t } = useT(AUTH_NS);
  return (
    <div>
      <Alert tone="success" title={t('forgot.successTitle')}>
        {t('forgot.successBody')}
      </Alert>
      <ButtonLink to={`/auth/sign-in?${new URLSearchParams({ email }).toString()}`}>
        {t('forgot.backToSignIn')}
      </ButtonLink>
    </div>
  );
}
