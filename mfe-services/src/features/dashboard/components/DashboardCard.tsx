// The dashboard's card frame: a titled section (h2) so screen-reader users can jump between cards.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Heading, media } from '@portal/shared';
import { Facts as BaseFacts } from '@portal/shared/ui-kit';

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

export function DashboardCard({
  title,
  action,
  children,
  className,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
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

/** The cards' term / value pairs: figures aligned right and a little more air. */
export const Facts = styled(BaseFacts).attrs({ $alignValues: 'end' as const })`
  gap: 8px 16px;
  dd {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
