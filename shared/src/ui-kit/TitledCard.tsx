// A card with a title (h2, so screen-reader users can jump between cards) and an optional action beside
// it: the dashboard's cards, including the ones other remotes lend it through their ./widgets.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Heading, media } from '@portal/shared';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
`;

export interface TitledCardProps {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function TitledCard({ title, action, children, className }: TitledCardProps) {
  const id = useId();
  return (
    <Root aria-labelledby={id} className={className}>
      <Head>
        <Heading level={2} id={id} style={{ fontSize: 18 }}>
          {title}
        </Heading>
        {action}
      </Head>
      {children}
    </Root>
  );
}
