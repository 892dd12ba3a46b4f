// "Nothing here yet": a dashed box with a title (h2), an optional line of explanation, an optional
// decorative icon and the actions that lead on (e.g. "New ticket", "Clear filters").
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, Text } from './layout';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 40px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 4px;
`;

export interface EmptyStateProps {
  title: ReactNode;
  body?: ReactNode;
  /** Decorative: hidden from assistive technology. */
  icon?: ReactNode;
  actions?: ReactNode;
}

export function EmptyState({ title, body, icon, actions }: EmptyStateProps) {
  return (
    <Box>
      {icon ? (
        <Text as="span" tone="muted" aria-hidden>
          {icon}
        </Text>
      ) : null}
      <Heading level={2}>{title}</Heading>
      {body ? <Text tone="muted">{body}</Text> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Box>
  );
}
