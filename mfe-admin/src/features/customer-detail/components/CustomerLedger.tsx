// A customer's ledger, a page at a time: every change of their balance with its reason.
import { EmptyState, QueryView, useT } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import { ConsolePager } from '../../../lib/components/ConsolePager';
import { useConsoleFormat } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useCustomerLedger } from '../api/use-customer-ledger';

export function CustomerLedger({ userId, currency }: { userId: number; currency: string }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const list = useListParams();
  const ledger = useCustomerLedger(userId, list.page);
  return (
    <QueryView
      query={ledger}
      loadingLabel={t('customer.ledger.loading')}
      errorTitle={t('customer.ledger.loadFailed')}
      isEmpty={(page) => page.records.length === 0}
      empty={<EmptyState title={t('customer.ledger.empty')} />}
    >
      {(page) => (
        <>
          <DataTable
            caption={t('customer.ledger.caption')}
            rows={page.records}
            rowKey={(line) => line.id}
            rowTestId="ledger-row"
            busy={ledger.isFetching && ledger.isPlaceholderData}
            columns={[
              { header: t('customer.ledger.when'), cell: (line) => format.dateTime(line.created_at) },
              { header: t('customer.ledger.kind'), cell: (line) => t(`ledgerKind.${line.kind}`) },
              { header: t('customer.ledger.description'), cell: (line) => line.description },
              {
                header: t('customer.ledger.amount'),
                numeric: true,
                cell: (line) => format.money(line.amount, currency, true),
              },
              {
                header: t('customer.ledger.balanceAfter'),
                numeric: true,
                cell: (line) => format.money(line.balance_after, currency),
              },
            ]}
          />
          <ConsolePager
            {...list.page}
            count={page.records.length}
            totalCount={page.total_count}
            summary={(count) => t('customer.ledger.summary', { count })}
            onChange={list.setPage}
          />
        </>
      )}
    </QueryView>
  );
}
