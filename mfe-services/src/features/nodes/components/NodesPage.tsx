// /user/nodes — every node the plan may use, filtered by liveness and region through the URL,
// with a node's connection parameters in a dialog (?node=<id>).
import { Button, Text, useSearchParams, useT } from '@portal/shared';
import styled from 'styled-components';
import { PageColumn, PageHeader } from '../../../lib/components/PageHeader';
import { EmptyState, LoadError, Loading } from '../../../lib/components/QueryState';
import { useNodes } from '../api/use-nodes';
import { filterNodes, isOnline, readNodeParams, regionsOf, writeNodeParams, type NodeParams } from '../node-params';
import { NodeCard } from './NodeCard';
import { NodeDetailDialog } from './NodeDetailDialog';
import { NodeFilters } from './NodeFilters';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export function NodesPage() {
  const { t } = useT('services');
  const [search, setSearch] = useSearchParams();
  const params = readNodeParams(search);
  const query = useNodes();
  const update = (next: Partial<NodeParams>) => setSearch(writeNodeParams({ ...params, ...next }));

  let body;
  let intro: string | undefined;
  if (query.isPending) body = <Loading label={t('nodes.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('nodes.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const all = query.data.available_nodes;
    const shown = filterNodes(all, params);
    const open = params.node === null ? undefined : all.find((node) => node.node_id === params.node);
    intro = t('nodes.summary', {
      online: all.filter((node) => isOnline(node)).length,
      total: all.length,
      tier: query.data.user_tier,
    });
    body = (
      <>
        {all.length > 0 ? <NodeFilters params={params} regions={regionsOf(all)} onChange={update} /> : null}
        {all.length === 0 ? (
          <EmptyState title={t('nodes.emptyTitle')} body={t('nodes.emptyBody')} />
        ) : shown.length === 0 ? (
          <EmptyState
            title={t('nodes.emptyFilteredTitle')}
            action={
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
            <List aria-label={t('nodes.listLabel')}>
              {shown.map((node) => (
                <NodeCard key={node.node_id} node={node} onOpen={() => update({ node: node.node_id })} />
              ))}
            </List>
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

  return (
    <PageColumn style={{ maxWidth: 1280 }}>
      <PageHeader title={t('nodes.title')} intro={intro ?? t('nodes.intro')} />
      {body}
    </PageColumn>
  );
}
