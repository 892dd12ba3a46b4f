// A page's title row: the h1 (the shell focuses <main> on navigation, so the h1 is read first),
// an optional intro line and actions that wrap under the title on phones.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Heading, Text, media } from '@portal/shared';

const Root = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  ${media.down('sm')} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Title = styled(Heading)`
  overflow-wrap: anywhere;
  ${media.down('sm')} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  flex: none;
`;

export interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** Above the title, e.g. a back link. */
  before?: ReactNode;
}

export function PageHeader({ title, intro, actions, before }: PageHeaderProps) {
  return (
    <Root>
      <Titles>
        {before}
        <Title level={1}>{title}</Title>
        {intro ? <Text tone="muted">{intro}</Text> : null}
      </Titles>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}

/** A page column that stays readable on wide screens. */
/** A Card with less padding on phones, where every pixel of width counts. */
export const Panel = styled(Card)`
  min-width: 0;
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(1.5)};
  }
`;

export const PageColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  min-width: 0;
`;
