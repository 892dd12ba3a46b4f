// The states every data screen has besides its content: loading, and the error with Retry. QueryView
// picks between them, the empty state and the content of one query (react-query's result, typed only:
// this file loads no query library). The one way a slice shows a query (docs/conventions.md).
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { describeError } from '../../i18n/describe-error';
import { useT } from '../../i18n/i18n';
import { Alert } from './Alert';
import { Button } from './Button';
import { Spinner } from './Spinner';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 40px 0;
`;

/** A centred spinner with what is loading, for screen readers too. */
export function Loading({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner size="lg" label={label} />
    </Centered>
  );
}

/** What failed, in the customer's words (describeError), with Retry when it can help. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t } = useT('common');
  return (
    <Alert tone="error" title={title}>
      <p>{describeError(error)}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" style={{ marginTop: 8 }} onClick={onRetry}>
          {t('actions.retry')}
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
