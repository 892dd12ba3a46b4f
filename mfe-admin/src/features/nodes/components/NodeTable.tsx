// Every node: online or not by its heartbeat, load, customers online, today's traffic, what it serves;
// and, for administrators, what can be done to it.
import styled from 'styled-components';
import { Button, Text, useT } from '@portal/shared';
import { Badge, DataTable } from '@portal/shared/ui-kit';
import type { StaffNode } from '@portal/shared/contract';
import { MoreActions } from '../../../lib/components/MoreActions';
import { Actions, Mono, Nowrap } from '../../../lib/components/Toolbar';
import { useConsoleFormat } from '../../../lib/format';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export type NodeAction = 'edit' | 'toggle' | 'setup' | 'rotate' | 'remove';

export interface NodeTableProps {
  nodes: StaffNode[];
  canChange: boolean;
  onAction(action: NodeAction, node: StaffNode): void;
}

export function NodeTable({ nodes, canChange, onAction }: NodeTableProps) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const action = (node: StaffNode, kind: NodeAction, label: string, variant: 'secondary' | 'danger' = 'secondary') => (
    <Button size="sm" variant={variant} onClick={() => onAction(kind, node)} aria-label={`${label}: ${node.name}`}>
      {label}
    </Button>
  );
  return (
    <DataTable
      caption={t('nodes.caption')}
      rows={nodes}
      rowKey={(node) => node.id}
      rowTestId="node-row"
      columns={[
        {
          header: t('nodes.columns.node'),
          cell: (node) => (
            <Stack>
              <strong>{node.name}</strong>
              <Text as="span" tone="muted" size="sm">
                {[t(`nodes.types.${node.type}`), node.location, node.country_code].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          ),
        },
        { header: t('nodes.columns.address'), cell: (node) => <Mono>{`${node.server}:${node.port}`}</Mono> },
        {
          header: t('nodes.columns.state'),
          cell: (node) => (
            <Stack>
              {!node.is_enabled ? (
                <Badge>{t('nodes.switchedOff')}</Badge>
              ) : node.status === 'online' ? (
                <Badge $tone="success">{t('nodes.online')}</Badge>
              ) : (
                <Badge $tone="error">{t('nodes.offline')}</Badge>
              )}
              <Text as="span" tone="muted" size="sm">
                {node.last_heartbeat_at
                  ? t('nodes.heartbeat', { elapsed: format.elapsed(node.last_heartbeat_at) })
                  : t('nodes.neverSeen')}
              </Text>
            </Stack>
          ),
        },
        { header: t('nodes.columns.load'), numeric: true, cell: (node) => format.number(node.load) },
        { header: t('nodes.columns.online'), numeric: true, cell: (node) => format.number(node.online_user_count) },
        {
          header: t('nodes.columns.today'),
          numeric: true,
          cell: (node) => <Nowrap>{format.bytes(node.traffic_today_bytes)}</Nowrap>,
        },
        {
          header: t('nodes.columns.serves'),
          cell: (node) => t('nodes.serves', { level: node.node_class, rate: node.traffic_rate }),
        },
        ...(canChange
          ? [
              {
                header: t('plans.columns.actions'),
                cell: (node: StaffNode) => (
                  <Actions style={{ flexWrap: 'nowrap' }}>
                    {action(node, 'edit', t('common.edit'))}
                    <MoreActions label={t('common.moreFor', { name: node.name })}>
                      {action(node, 'setup', t('nodes.settingsButton'))}
                      {action(node, 'toggle', node.is_enabled ? t('plans.disable') : t('plans.enable'))}
                      {action(node, 'rotate', t('nodes.rotate'))}
                      {action(node, 'remove', t('common.remove'), 'danger')}
                    </MoreActions>
                  </Actions>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
