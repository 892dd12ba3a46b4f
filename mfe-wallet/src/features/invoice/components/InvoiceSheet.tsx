// One invoice laid out as a sheet: seller and number, state, dates and how it was paid, who it is billed
// to, the lines and the totals. The same sheet is what prints (print-style.ts).
import styled from 'styled-components';
import { Heading, Text, media, useT } from '@portal/shared';
import type { InvoiceDetail } from '@portal/shared/contract';
import { DataTable } from '@portal/shared/ui-kit';
import { InvoiceStatusBadge } from '../../../lib/components/StatusBadge';
import { useWalletFormat } from '../../../lib/format';
import { useEntryText } from '../../../lib/entry-text';
import { PRINT_ROOT } from './print-style';

const Sheet = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  max-width: 860px;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Top = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Right = styled(Block)`
  align-items: flex-end;
  text-align: right;
  ${media.down('sm')} {
    align-items: flex-start;
    text-align: left;
  }
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  dd {
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
  ${media.down('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 6px 32px;
  margin: 0;
  font-variant-numeric: tabular-nums;
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export function InvoiceSheet({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const entryText = useEntryText();
  const money = (amount: string) => format.money(amount, invoice.currency);
  const { seller, customer } = invoice;
  return (
    <Sheet {...{ [PRINT_ROOT]: '' }} aria-labelledby="invoice-number" data-testid="invoice-sheet">
      <Top>
        <Block>
          <Label>{t('invoice.from')}</Label>
          <Text weight="bold" size="lg">
            {seller.name}
          </Text>
          {seller.address ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {seller.address}
            </Text>
          ) : null}
          {seller.email ? <Text size="sm">{seller.email}</Text> : null}
        </Block>
        <Right>
          <Heading level={2} id="invoice-number">
            {t('invoice.title', { number: invoice.number })}
          </Heading>
          <Text size="sm" tone="muted">
            {t(`invoiceKind.${invoice.kind}`)} · {entryText.invoice(invoice)}
          </Text>
          <InvoiceStatusBadge status={invoice.status} />
        </Right>
      </Top>
      <Meta>
        <div>
          <dt>
            <Label>{t('invoice.issued')}</Label>
          </dt>
          <dd>{format.date(invoice.created_at)}</dd>
        </div>
        <div>
          <dt>
            <Label>{t('invoice.paidAt')}</Label>
          </dt>
          <dd>{invoice.paid_at ? format.dateTime(invoice.paid_at) : t('invoice.notPaid')}</dd>
        </div>
        <div>
          <dt>
            <Label>{t('invoice.paymentMethod')}</Label>
          </dt>
          <dd>{entryText.paymentMethod(invoice) ?? t('common.none')}</dd>
        </div>
        <div>
          <dt>
            <Label>{t('invoice.tradeNo')}</Label>
          </dt>
          <dd>{invoice.trade_no ?? t('common.none')}</dd>
        </div>
      </Meta>
      <Block>
        <Label>{t('invoice.billedTo')}</Label>
        <Text weight="medium">{customer.name}</Text>
        <Text size="sm">{customer.email}</Text>
        <Text size="sm" tone="muted">
          {t('invoice.customerNo', { id: customer.user_id })}
        </Text>
      </Block>
      <DataTable
        caption={t('invoice.linesCaption')}
        rows={invoice.lines}
        rowKey={(_line, index) => index}
        rowTestId="invoice-line"
        columns={[
          { header: t('invoice.columns.description'), cell: (line) => entryText.invoiceLine(invoice, line) },
          { header: t('invoice.columns.quantity'), numeric: true, cell: (line) => format.number(line.quantity) },
          { header: t('invoice.columns.unitPrice'), numeric: true, cell: (line) => money(line.unit_price) },
          { header: t('invoice.columns.amount'), numeric: true, cell: (line) => money(line.amount) },
        ]}
      />
      <Totals>
        <dt>{t('invoice.subtotal')}</dt>
        <dd>{money(invoice.subtotal)}</dd>
        <dt className="total">{t('invoice.total')}</dt>
        <dd className="total" data-testid="invoice-total">
          {money(invoice.total)}
        </dd>
      </Totals>
    </Sheet>
  );
}
