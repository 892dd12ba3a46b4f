// The latest fetches of the subscription link (time, IP, client), so a customer sees who uses it
// and can reset the link when a stranger does. Paged with ?limit&offset.
import { EmptyState, Heading, Panel, Text, useT, QueryView } from '@portal/shared';
import type { SubscribeClient, SubscriptionTarget } from '@portal/shared/contract';
import { DataTable } from '@portal/shared/ui-kit';
import { Mono } from '../../../lib/components/SecretValue';
import { WindowPager } from '../../../lib/components/WindowPager';
import { useFormat } from '../../../lib/format';
import { useUrlWindow } from '../../../lib/use-url-window';
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
  surge: 'Surge',
  happ: 'Happ',
  v2raytun: 'v2RayTun',
  v2rayn: 'v2rayN',
  v2rayng: 'v2rayNG',
};

const FORMAT_NAMES: Record<SubscriptionTarget, string> = {
  clash: 'Clash YAML',
  singbox: 'sing-box JSON',
  base64: 'Base64',
  surge: 'Surge',
  quantumultx: 'Quantumult X',
};

export function FetchLogSection() {
  const { t } = useT('services');
  const format = useFormat();
  const [window, setWindow] = useUrlWindow({ preventScrollReset: true });
  const query = useFetchLog(window.limit, window.offset);
  const clientName = (client: SubscribeClient) =>
    client === 'browser' || client === 'other' ? t(`reset.fetches.${client}`) : CLIENT_NAMES[client];

  return (
    <Panel as="section" aria-labelledby="fetch-log" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Heading level={2} id="fetch-log">
        {t('reset.fetches.title')}
      </Heading>
      <Text size="sm" tone="muted">
        {t('reset.fetches.intro')}
      </Text>
      <QueryView
        query={query}
        loadingLabel={t('reset.fetches.loading')}
        errorTitle={t('reset.fetches.loadFailed')}
        isEmpty={(data) => data.records.length === 0 && window.offset === 0}
        empty={<EmptyState title={t('reset.fetches.emptyTitle')} body={t('reset.fetches.emptyBody')} />}
      >
        {(data) => (
          <>
            <DataTable
              caption={t('reset.fetches.caption', { count: data.total_count })}
              busy={query.isPlaceholderData}
              rows={data.records}
              rowKey={(record) => record.id}
              rowTestId="fetch-row"
              columns={[
                { header: t('reset.fetches.time'), cell: (record) => format.dateTime(record.fetched_at) },
                { header: t('reset.fetches.ip'), cell: (record) => <Mono>{record.ip}</Mono> },
                {
                  header: t('reset.fetches.client'),
                  cell: (record) => <span title={record.user_agent}>{clientName(record.client)}</span>,
                },
                { header: t('reset.fetches.format'), cell: (record) => FORMAT_NAMES[record.format] },
              ]}
            />
            <WindowPager window={window} count={data.records.length} total={data.total_count} onChange={setWindow} />
          </>
        )}
      </QueryView>
    </Panel>
  );
}
