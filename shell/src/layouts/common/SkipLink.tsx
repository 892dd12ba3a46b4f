// "Skip to main content": the first focusable element of every layout, visible only on focus.
import styled from 'styled-components';
import { useT } from '@portal/shared';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 100;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:focus {
    top: ${({ theme }) => theme.space(1)};
  }
`;

export function SkipLink() {
  const { t } = useT('shell');
  return <Link href={`#${MAIN_CONTENT_ID}`}>{t('layout.skipToContent')}</Link>;
}
