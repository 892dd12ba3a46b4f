// /admin/nodes — every node with its online state, heartbeat, load, customers online and today's
// traffic. Administrators add one (its key shown once, with the shadowsocks-mod and XrayR settings to
// paste), edit, switch off, re-key or remove it.
import { useState } from 'react';
import { Button, ConfirmDialog, EmptyState, PageColumn, PageHeader, QueryView, toast, useT } from '@portal/shared';
import type { StaffNode } from '@portal/shared/contract';
import { describeConsoleError } from '../../../lib/console-errors';
import { useIsAdmin } from '../../../lib/staff-role';
import { useNodes } from '../api/use-nodes';
import { useNodeChange, type NodeChange, type NodeKey } from '../api/use-node-change';
import { NodeForm } from './NodeForm';
import { NodeKeyPanel } from './NodeKeyPanel';
import { NodeSetupPanel } from './NodeSetupPanel';
import { NodeTable, type NodeAction } from './NodeTable';

type Panel =
  { kind: 'form'; node: StaffNode | null } | { kind: 'key'; answer: NodeKey } | { kind: 'setup'; node: StaffNode };

export default function NodesPage() {
  const { t } = useT('admin');
  const isAdmin = useIsAdmin();
  const nodes = useNodes();
  const change = useNodeChange();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'rotate' | 'remove'; node: StaffNode } | null>(null);

  const run = async (action: NodeChange, done: string) => {
    try {
      const answer = await change.mutateAsync(action);
      toast({ tone: 'success', title: done });
      if (answer) setPanel({ kind: 'key', answer });
    } catch (error) {
      toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
      throw error;
    }
  };

  const onAction = (action: NodeAction, node: StaffNode) => {
    change.reset();
    if (action === 'edit') setPanel({ kind: 'form', node });
    else if (action === 'setup') setPanel({ kind: 'setup', node });
    else if (action === 'toggle')
      void run(
        { kind: 'update', id: node.id, body: { is_enabled: !node.is_enabled } },
        t(node.is_enabled ? 'nodes.disabledDone' : 'nodes.enabledDone', { name: node.name }),
      ).catch(() => undefined);
    else setConfirm({ kind: action, node });
  };

  return (
    <PageColumn>
      <PageHeader
        title={t('nodes.title')}
        intro={t('nodes.intro')}
        actions={
          isAdmin && panel?.kind !== 'form' ? (
            <Button
              onClick={() => {
                change.reset();
                setPanel({ kind: 'form', node: null });
              }}
            >
              {t('nodes.add')}
            </Button>
          ) : null
        }
      />
      {panel?.kind === 'form' ? (
        <NodeForm
          key={panel.node?.id ?? 'new'}
          node={panel.node}
          change={change}
          onDone={(answer) => {
            toast({ tone: 'success', title: t(panel.node ? 'common.saved' : 'nodes.added') });
            setPanel(answer ? { kind: 'key', answer } : null);
          }}
          onCancel={() => setPanel(null)}
        />
      ) : null}
      {panel?.kind === 'key' ? <NodeKeyPanel answer={panel.answer} onDismiss={() => setPanel(null)} /> : null}
      {panel?.kind === 'setup' ? <NodeSetupPanel node={panel.node} onClose={() => setPanel(null)} /> : null}
      <QueryView
        query={nodes}
        loadingLabel={t('nodes.loading')}
        errorTitle={t('nodes.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('nodes.emptyTitle')} body={t('nodes.emptyBody')} />}
      >
        {(list) => <NodeTable nodes={list} canChange={isAdmin} onAction={onAction} />}
      </QueryView>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => !next && setConfirm(null)}
        title={t(confirm?.kind === 'remove' ? 'nodes.removeTitle' : 'nodes.rotateTitle', {
          name: confirm?.node.name ?? '',
        })}
        description={t(confirm?.kind === 'remove' ? 'nodes.removeExplain' : 'nodes.rotateExplain')}
        confirmLabel={confirm?.kind === 'remove' ? t('common.remove') : t('nodes.rotate')}
        tone="danger"
        onConfirm={() =>
          confirm!.kind === 'remove'
            ? run({ kind: 'delete', id: confirm!.node.id }, t('nodes.removed', { name: confirm!.node.name }))
            : run({ kind: 'rotate', id: confirm!.node.id }, t('nodes.rotated', { name: confirm!.node.name }))
        }
      />
    </PageColumn>
  );
}
