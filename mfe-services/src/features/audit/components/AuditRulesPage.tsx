// /user/audit — the audit rules: what traffic is blocked and logged, and why.
import { useT } from '@portal/shared';
import { PageColumn, PageHeader } from '../../../lib/components/PageHeader';
import { EmptyState, LoadError, Loading } from '../../../lib/components/QueryState';
import { Mono } from '../../../lib/components/SecretValue';
import { Table, TableWrap } from '../../../lib/components/DataTable';
import { useAuditRules } from '../api/use-audit-rules';
import { AuditNav } from './AuditNav';

export function AuditRulesPage() {
  const { t } = useT('services');
  const query = useAuditRules();

  let body;
  if (query.isPending) body = <Loading label={t('audit.rules.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('audit.rules.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.rules.length === 0) body = <EmptyState title={t('audit.rules.empty')} />;
  else
    body = (
      <TableWrap>
        <Table>
          <caption>{t('audit.rules.caption', { count: query.data.total_count })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.rules.name')}</th>
              <th scope="col">{t('audit.rules.description')}</th>
              <th scope="col">{t('audit.rules.pattern')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.rules.map((rule) => (
              <tr key={rule.id} data-testid="audit-rule">
                <td data-label={t('audit.rules.name')}>{rule.name}</td>
                <td data-label={t('audit.rules.description')}>{rule.text}</td>
                <td data-label={t('audit.rules.pattern')}>
                  <Mono>{rule.regex}</Mono>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    );

  return (
    <PageColumn>
      <PageHeader title={t('audit.rules.title')} intro={t('audit.rules.intro')} />
      <AuditNav />
      {body}
    </PageColumn>
  );
}
