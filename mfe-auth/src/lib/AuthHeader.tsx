// The title block of every auth page; also sets the document title.
import { getPortalConfig, Heading, Text, usePageTitle } from '@portal/shared';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  usePageTitle(title);
  return (
    <Header>
      <Heading level={1}>{title}</Heading>
      {subtitle ? <Text tone="muted">{subtitle}</Text> : null}
    </Header>
  );
}

export function siteName(): string {
  return getPortalConfig().siteName;
}
