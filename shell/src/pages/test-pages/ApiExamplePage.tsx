// /test-page/api-example: GET /v1/version and GET /health through the shared API client, with
// their answers or their errors (kind, status and a readable message).
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spinner, Text, api, describeError, isApiError, useT } from '@portal/shared';
import { CodeBlock } from '../common/DefinitionList';
import { PageHeader } from '../common/PageHeader';
import { Section, SectionGrid } from '../common/Section';
import './strings';

function CallResult({ title, queryKey, call }: { title: string; queryKey: string; call: () => Promise<unknown> }) {
  const { t } = useT('shell');
  const query = useQuery({ queryKey: ['shell', 'api-example', queryKey], queryFn: call, retry: false, gcTime: 0 });
  return (
    <Section
      title={title}
      actions={
        <div>
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('tests.api.callAgain')}
          </Button>
        </div>
      }
    >
      {query.isPending ? (
        <Spinner label={t('tests.api.loading')} />
      ) : query.isError ? (
        <Alert tone="error" title={t('tests.api.failed')}>
          <Text size="sm">{describeError(query.error)}</Text>
          {isApiError(query.error) ? (
            <Text size="xs" tone="muted">
              {t('tests.api.kind', { kind: query.error.kind })}
              {query.error.status ? ` · ${t('tests.api.status', { status: query.error.status })}` : ''}
            </Text>
          ) : null}
        </Alert>
      ) : (
        <>
          <Text size="sm" weight="medium">
            {t('tests.api.answer')}
          </Text>
          <CodeBlock>{JSON.stringify(query.data, null, 2)}</CodeBlock>
        </>
      )}
    </Section>
  );
}

export default function ApiExamplePage() {
  const { t } = useT('shell');
  return (
    <>
      <PageHeader title={t('tests.api.title')} intro={t('tests.api.intro')} />
      <SectionGrid>
        <CallResult title={t('tests.api.version')} queryKey="version" call={() => api.getVersion()} />
        <CallResult title={t('tests.api.health')} queryKey="health" call={() => api.getHealth()} />
      </SectionGrid>
    </>
  );
}
