// The three states every data screen has besides its content: loading, error (with Retry) and empty.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Heading, Spinner, Text, describeError, useT } from '@portal/shared';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 40px 0;
`;

export function Loading({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner size="lg" label={label} />
    </Centered>
  );
}

export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t } = useT('services');
  return (
    <Alert tone="error" title={title}>
      <p>{describeError(error)}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" style={{ marginTop: 8 }} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

const EmptyBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 40px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <EmptyBox>
      <Heading level={2}>{title}</Heading>
      {body ? <Text tone="muted">{body}</Text> : null}
      {action}
    </EmptyBox>
  );
}
