// Status and region filters of the node list (native selects: accessible and touch friendly).
import styled from 'styled-components';
import { Select, media, useT } from '@portal/shared';
import type { NodeParams, NodeStatusFilter } from '../node-params';
import { regionName } from '../../../lib/region-name';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 220px));
  gap: 12px;
  ${media.down('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface NodeFiltersProps {
  params: NodeParams;
  regions: { code: string; name: string }[];
  onChange(next: Partial<NodeParams>): void;
}

export function NodeFilters({ params, regions, onChange }: NodeFiltersProps) {
  const { t, i18n } = useT('services');
  return (
    <Row role="search" aria-label={t('nodes.filters')}>
      <Select
        label={t('nodes.statusFilter')}
        placeholder={t('nodes.allStatuses')}
        options={[
          { value: 'online', label: t('nodes.online') },
          { value: 'offline', label: t('nodes.offline') },
        ]}
        value={params.status ?? ''}
        onChange={(event) => onChange({ status: (event.target.value || null) as NodeStatusFilter | null })}
      />
      <Select
        label={t('nodes.regionFilter')}
        placeholder={t('nodes.allRegions')}
        options={regions.map((region) => ({ value: region.code, label: regionName(region.code, i18n.language) }))}
        value={params.region ?? ''}
        onChange={(event) => onChange({ region: event.target.value || null })}
      />
    </Row>
  );
}
