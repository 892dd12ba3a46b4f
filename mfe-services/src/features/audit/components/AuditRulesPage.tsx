// /user/audit — the audit rules: what traffic is blocked and logged, and why.
import { EmptyState, PageColumn, PageHeader, useT, QueryView } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import { Mono } from '../../../lib/components/SecretValue';
import { useAuditRules } from '../api/use-audit-rules';
import { AuditNav } from './AuditNav';

export function AuditRulesPage() {
  const { t } = useT('services');
  const query = useAuditRules();

  return (
    <PageColumn>
      <PageHeader title={t('audit.rules.title')} intro={t('audit.rules.intro')} />
      <AuditNav />
      <QueryView
        query={query}
        loadingLabel={t('audit.rules.loading')}
        errorTitle={t('audit.rules.loadFailed')}
        isEmpty={(data) => data.rules.length === 0}
        empty={<EmptyState title={t('audit.rules.empty')} />}
      >
        {(data) => (
          <DataTable
            caption={t('audit.rules.caption', { count: data.total_count })}
            rows={data.rules}
            rowKey={(rule) => rule.id}
            rowTestId="audit-rule"
            columns={[
              { header: t('audit.rules.name'), cell: (rule) => rule.name },
              { header: t('audit.rules.description'), cell: (rule) => rule.text },
              { header: t('audit.rules.pattern'), cell: (rule) => <Mono>{rule.regex}</Mono> },
            ]}
          />
        )}
      </QueryView>
    </PageColumn>
  );
}
