// A page's title block: the one <h1>, an introduction, and the document title.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, Text } from '@portal/shared';
import { usePageTitle } from '../../layouts/common/usePageTitle';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export function PageHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  usePageTitle(title);
  return (
    <Header>
      <Heading level={1}>{title}</Heading>
      {intro ? <Text tone="muted">{intro}</Text> : null}
    </Header>
  );
}
