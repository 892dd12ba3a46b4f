// The ledger's lines: when, what (in words, with its kind), the signed amount, the balance right after,
// and the invoice when there is one.
import styled from 'styled-components';
import { AppLink, Text, useT } from '@portal/shared';
import type { LedgerLine } from '@portal/shared/contract';
import { Badge, DataTable } from '@portal/shared/ui-kit';
import { useEntryText } from '../../../lib/entry-text';
import { useWalletFormat } from '../../../lib/format';
import { invoicePath } from '../../../lib/paths';

const What = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
`;

const Signed = styled.span<{ $credit: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $credit }) => ($credit ? theme.tones.success.fg : theme.colors.text)};
  white-space: nowrap;
`;

export function LedgerTable({
  lines,
  currency,
  busy,
}: {
  lines: LedgerLine[];
  currency: string | null;
  busy: boolean;
}) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const entryText = useEntryText();
  return (
    <DataTable
      caption={t('overview.ledgerCaption')}
      rows={lines}
      rowKey={(line) => line.id}
      rowTestId="ledger-line"
      busy={busy}
      columns={[
        { header: t('overview.columns.when'), cell: (line) => format.dateTime(line.created_at) },
        {
          header: t('overview.columns.what'),
          cell: (line) => (
            <What>
              <span>{entryText.ledger(line)}</span>
              <Badge>{t(`kind.${line.kind}`)}</Badge>
              {entryText.ledgerReference(line) ? (
                <Text as="span" size="xs" tone="muted">
                  {entryText.ledgerReference(line)}
                </Text>
              ) : null}
            </What>
          ),
        },
        {
          header: t('overview.columns.amount'),
          numeric: true,
          cell: (line) => (
            <Signed $credit={!line.amount.startsWith('-')}>
              {format.money(line.amount, currency, { signed: true })}
            </Signed>
          ),
        },
        {
          header: t('overview.columns.balanceAfter'),
          numeric: true,
          cell: (line) => format.money(line.balance_after, currency),
        },
        {
          header: t('overview.columns.invoice'),
          cell: (line) =>
            line.invoice_id ? (
              <AppLink to={invoicePath(line.invoice_id)}>{t('common.invoice')}</AppLink>
            ) : (
              t('common.none')
            ),
        },
      ]}
    />
  );
}
