// The latest fetches of the subscription link (time, IP, client), so a customer sees who uses it
// and can reset the link when a stranger does. Paged with ?limit&offset.
import { Heading, Text, useSearchParams, useT } from '@portal/shared';
import type { SubscribeClient } from '@portal/shared/contract';
import { Table, TableWrap } from '../../../lib/components/DataTable';
import { Panel } from '../../../lib/components/PageHeader';
import { EmptyState, LoadError, Loading } from '../../../lib/components/QueryState';
import { Mono } from '../../../lib/components/SecretValue';
import { WindowPager } from '../../../lib/components/WindowPager';
import { useFormat } from '../../../lib/format';
import { readWindow, writeWindow } from '../../../lib/limit-offset';
import { useFetchLog } from '../api/use-fetch-log';

/** App names are proper nouns; only the generic kinds are translated. */
const CLIENT_NAMES: Record<Exclude<SubscribeClient, 'browser' | 'other'>, string> = {
  clash: 'Clash',
  mihomo: 'Mihomo',
  stash: 'Stash',
  'sing-box': 'sing-box',
  hiddify: 'Hiddify',
  shadowrocket: 'Shadowrocket',
  'quantumult-x': 'Quantumult X',
  v2rayn: 'v2rayN',
  v2rayng: 'v2rayNG',
};

const FORMAT_NAMES = { clash: 'Clash YAML', singbox: 'sing-box JSON', base64: 'Base64' } as const;

export function FetchLogSection() {
  const { t } = useT('services');
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const window = readWindow(search);
  const query = useFetchLog(window.limit, window.offset);
  const clientName = (client: SubscribeClient) =>
    client === 'browser' || client === 'other' ? t(`reset.fetches.${client}`) : CLIENT_NAMES[client];

  let body;
  if (query.isPending) body = <Loading label={t('reset.fetches.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('reset.fetches.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.records.length === 0 && window.offset === 0)
    body = <EmptyState title={t('reset.fetches.emptyTitle')} body={t('reset.fetches.emptyBody')} />;
  else
    body = (
      <>
        <TableWrap>
          <Table aria-busy={query.isPlaceholderData}>
            <caption>{t('reset.fetches.caption', { count: query.data.total_count })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reset.fetches.time')}</th>
                <th scope="col">{t('reset.fetches.ip')}</th>
                <th scope="col">{t('reset.fetches.client')}</th>
                <th scope="col">{t('reset.fetches.format')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.records.map((record) => (
                <tr key={record.id} data-testid="fetch-row">
                  <td data-label={t('reset.fetches.time')}>{format.dateTime(record.fetched_at)}</td>
                  <td data-label={t('reset.fetches.ip')}>
                    <Mono>{record.ip}</Mono>
                  </td>
                  <td data-label={t('reset.fetches.client')}>
                    <span title={record.user_agent}>{clientName(record.client)}</span>
                  </td>
                  <td data-label={t('reset.fetches.format')}>{FORMAT_NAMES[record.format]}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        <WindowPager
          window={window}
          count={query.data.records.length}
          total={query.data.total_count}
          onChange={(next) => setSearch(writeWindow(search, next), { preventScrollReset: true })}
        />
      </>
    );

  return (
    <Panel as="section" aria-labelledby="fetch-log" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Heading level={2} id="fetch-log">
        {t('reset.fetches.title')}
      </Heading>
      <Text size="sm" tone="muted">
        {t('reset.fetches.intro')}
      </Text>
      {body}
    </Panel>
  );
}
