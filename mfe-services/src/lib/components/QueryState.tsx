// The states every data screen has besides its content: loading and error (with Retry), and QueryView,
// which picks between them, the empty state (the shared EmptyState) and the content of one query.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert, Button, Spinner, describeError, useT } from '@portal/shared';

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

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  /** When the answer has nothing to show, `empty` is shown instead of the content. */
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}

/** Loading, then the error with Retry, the empty state or the content of one query. */
export function QueryView<T>({ query, loadingLabel, errorTitle, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError) return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
