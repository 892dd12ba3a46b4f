// /user/wallet/billing/view-invoice/:id — one invoice, printable on one A4 page. The shell has already
// turned a malformed id into its 404 page; a uuid that is not one of this customer's invoices is
// answered 404 by the API and shown here, inside the layout.
import {
  AppLink,
  Button,
  Heading,
  LoadError,
  Loading,
  PageColumn,
  PageHeader,
  Panel,
  Text,
  isApiError,
  useParams,
  usePageTitle,
  useT,
} from '@portal/shared';
import { useInvoice } from '../api/use-invoice';
import { InvoicePrintStyle } from './print-style';
import { InvoiceSheet } from './InvoiceSheet';

export default function InvoicePage() {
  const { t } = useT('wallet');
  const { id = '' } = useParams();
  const query = useInvoice(id);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const back = <AppLink to="/user/wallet/billing">← {t('invoice.back')}</AppLink>;
  // The tab names the page from the first moment (the header names the invoice once it is there).
  usePageTitle(
    query.data
      ? t('invoice.title', { number: query.data.number })
      : notFound
        ? t('invoice.notFoundTitle')
        : t('invoice.pageTitle'),
  );

  if (query.isPending) return <Loading label={t('invoice.loading')} />;
  if (query.isError)
    return (
      <PageColumn>
        {back}
        {notFound ? (
          <Panel>
            <Heading level={1}>{t('invoice.notFoundTitle')}</Heading>
            <Text tone="muted" style={{ marginTop: 8 }}>
              {t('invoice.notFoundBody')}
            </Text>
          </Panel>
        ) : (
          <LoadError title={t('invoice.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
        )}
      </PageColumn>
    );

  const invoice = query.data;
  return (
    <PageColumn>
      <InvoicePrintStyle />
      <PageHeader
        before={back}
        title={t('invoice.title', { number: invoice.number })}
        intro={t('invoice.printHint')}
        actions={
          <Button variant="secondary" onClick={() => window.print()}>
            {t('invoice.print')}
          </Button>
        }
      />
      <InvoiceSheet invoice={invoice} />
    </PageColumn>
  );
}
