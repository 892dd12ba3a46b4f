// /user/nodes — every node the plan may use, filtered by liveness and region through the URL,
// with a node's connection parameters in a dialog (?node=<id>).
import { Button, EmptyState, PageColumn, PageHeader, Text, useSearchParams, useT, QueryView } from '@portal/shared';
import type { NodeInfo } from '@portal/shared/contract';
import { CardGrid } from '../../../lib/components/CardGrid';
import { useNodes } from '../api/use-nodes';
import { filterNodes, isOnline, readNodeParams, regionsOf, writeNodeParams, type NodeParams } from '../node-params';
import { NodeCard } from './NodeCard';
import { NodeDetailDialog } from './NodeDetailDialog';
import { NodeFilters } from './NodeFilters';

/** The filters, the (filtered) node cards and the open node's dialog. */
function NodeBrowser({
  nodes: all,
  params,
  update,
}: {
  nodes: NodeInfo[];
  params: NodeParams;
  update(next: Partial<NodeParams>): void;
}) {
  const { t } = useT('services');
  const shown = filterNodes(all, params);
  const open = params.node === null ? undefined : all.find((node) => node.node_id === params.node);
  return (
    <>
      {all.length > 0 ? <NodeFilters params={params} regions={regionsOf(all)} onChange={update} /> : null}
      {all.length === 0 ? (
        <EmptyState title={t('nodes.emptyTitle')} body={t('nodes.emptyBody')} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t('nodes.emptyFilteredTitle')}
          actions={
            <Button variant="secondary" onClick={() => update({ status: null, region: null })}>
              {t('nodes.clearFilters')}
            </Button>
          }
        />
      ) : (
        <>
          <Text size="sm" tone="muted" aria-live="polite">
            {t('nodes.shown', { count: shown.length })}
          </Text>
          <CardGrid $minCardWidth={300} aria-label={t('nodes.listLabel')}>
            {shown.map((node) => (
              <NodeCard key={node.node_id} node={node} onOpen={() => update({ node: node.node_id })} />
            ))}
          </CardGrid>
        </>
      )}
      {params.node !== null ? (
        <NodeDetailDialog
          nodeId={params.node}
          nodeName={open?.node_name ?? t('nodes.detail.fallbackTitle', { id: params.node })}
          onClose={() => update({ node: null })}
        />
      ) : null}
    </>
  );
}

export function NodesPage() {
  const { t } = useT('services');
  const [search, setSearch] = useSearchParams();
  const params = readNodeParams(search);
  const query = useNodes();
  const update = (next: Partial<NodeParams>) => setSearch(writeNodeParams({ ...params, ...next }));

  const intro = query.isSuccess
    ? t('nodes.summary', {
        online: query.data.available_nodes.filter((node) => isOnline(node)).length,
        total: query.data.available_nodes.length,
        tier: query.data.user_tier,
      })
    : t('nodes.intro');

  return (
    <PageColumn style={{ maxWidth: 1280 }}>
      <PageHeader title={t('nodes.title')} intro={intro} />
      <QueryView query={query} loadingLabel={t('nodes.loading')} errorTitle={t('nodes.loadFailed')}>
        {(data) => <NodeBrowser nodes={data.available_nodes} params={params} update={update} />}
      </QueryView>
    </PageColumn>
  );
}
