// One titled part of an account page: a panel with an h2, a line saying what it is for, and its content.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, Panel, Text } from '@portal/shared';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 16px;
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

export interface SectionProps {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Beside the title: a status or an action. */
  aside?: ReactNode;
  children: ReactNode;
}

export function Section({ id, title, intro, aside, children }: SectionProps) {
  const generated = useId();
  const headingId = id ? `${id}-title` : generated;
  return (
    <Panel id={id} aria-labelledby={headingId}>
      <Head>
        <Titles>
          <Heading level={2} id={headingId}>
            {title}
          </Heading>
          {intro ? (
            <Text tone="muted" size="sm">
              {intro}
            </Text>
          ) : null}
        </Titles>
        {aside}
      </Head>
      {children}
    </Panel>
  );
}
