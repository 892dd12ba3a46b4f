// One node in the list: country, name, liveness, location, load, protocols and the premium marker.
// The name is a button that opens the node's detail (connection parameters). An offline node shows
// no load: it has no live figure to show.
import styled from 'styled-components';
import { Text, useT } from '@portal/shared';
import type { NodeInfo } from '@portal/shared/contract';
import { Badge } from '@portal/shared/ui-kit';
import { CountryCode } from '../../../lib/components/CountryCode';
import { useFormat } from '../../../lib/format';
import { isOnline, liveFigures } from '../node-params';
import { NoLiveFigure } from './NoLiveFigure';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;

const NameButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

const Dot = styled.span<{ $online: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $online }) => ($online ? theme.tones.success.fg : theme.tones.error.fg)};
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px 12px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Protocols = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 4px;
`;

export function NodeCard({ node, onOpen }: { node: NodeInfo; onOpen(): void }) {
  const { t } = useT('services');
  const format = useFormat();
  const online = isOnline(node);
  const live = liveFigures(node);
  return (
    <Item data-testid="node-row">
      <Top>
        <CountryCode code={node.country_code} />
        <NameButton type="button" onClick={onOpen} aria-haspopup="dialog">
          {node.node_name}
        </NameButton>
        <Badge $tone={online ? 'success' : 'error'} data-status={online ? 'online' : 'offline'}>
          <Dot $online={online} aria-hidden />
          {online ? t('nodes.online') : t('nodes.offline')}
        </Badge>
        {node.is_premium ? <Badge $tone="warning">{t('nodes.premium')}</Badge> : null}
      </Top>
      <Meta>
        <div>
          <dt>{t('nodes.location')}</dt>
          <dd>{node.location}</dd>
        </div>
        <div>
          <dt>{t('nodes.load')}</dt>
          <dd data-testid="node-load">{live?.load != null ? `${format.number(live.load, 0)}%` : <NoLiveFigure />}</dd>
        </div>
        <div>
          <dt>{t('nodes.bandwidth')}</dt>
          <dd>{node.bandwidth}</dd>
        </div>
      </Meta>
      <Protocols aria-label={t('nodes.protocols')}>
        {node.protocol_support.map((protocol) => (
          <Badge key={protocol}>{protocol}</Badge>
        ))}
        {node.ping != null ? (
          <Text as="span" size="xs" tone="muted">
            {t('nodes.ping', { ms: node.ping })}
          </Text>
        ) : null}
      </Protocols>
    </Item>
  );
}
