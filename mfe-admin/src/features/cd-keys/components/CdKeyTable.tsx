// Cd-keys: the code, what it credits, uses left, its state, until when, the note and who minted it.
// Unused ones can be chosen for voiding.
import styled from 'styled-components';
import { Text, useT, type Tone } from '@portal/shared';
import { Badge, DataTable } from '@portal/shared/ui-kit';
import type { CdKeyState, StaffCdKey } from '@portal/shared/contract';
import { Mono } from '../../../lib/components/Toolbar';
import { useConsoleFormat } from '../../../lib/format';

const STATE_TONES: Record<CdKeyState, Tone | 'neutral'> = {
  unused: 'success',
  used: 'info',
  expired: 'neutral',
  void: 'error',
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export interface CdKeyTableProps {
  cdKeys: StaffCdKey[];
  /** The currency the amounts are in (the list answer names it). */
  currency: string;
  busy: boolean;
  chosen: ReadonlySet<number>;
  onChoose(id: number, chosen: boolean): void;
}

export function CdKeyTable({ cdKeys, currency, busy, chosen, onChoose }: CdKeyTableProps) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <DataTable
      caption={t('cdKeys.caption')}
      rows={cdKeys}
      rowKey={(cdKey) => cdKey.id}
      rowTestId="cd-key-row"
      busy={busy}
      columns={[
        {
          header: t('cdKeys.columns.choose'),
          cell: (cdKey) =>
            cdKey.state === 'unused' ? (
              <input
                type="checkbox"
                checked={chosen.has(cdKey.id)}
                onChange={(event) => onChoose(cdKey.id, event.target.checked)}
                aria-label={t('cdKeys.chooseLabel', { code: cdKey.cd_key })}
              />
            ) : null,
        },
        { header: t('cdKeys.columns.code'), cell: (cdKey) => <Mono>{cdKey.cd_key}</Mono> },
        {
          header: t('cdKeys.columns.amount'),
          numeric: true,
          cell: (cdKey) => format.money(cdKey.money_amount, currency),
        },
        {
          header: t('cdKeys.columns.uses'),
          numeric: true,
          cell: (cdKey) =>
            t('cdKeys.usesLeft', { left: format.number(cdKey.uses_left), total: format.number(cdKey.uses_total) }),
        },
        { header: t('cdKeys.columns.redeemed'), numeric: true, cell: (cdKey) => format.number(cdKey.redeemed_count) },
        {
          header: t('cdKeys.columns.state'),
          cell: (cdKey) => <Badge $tone={STATE_TONES[cdKey.state]}>{t(`cdKeys.states.${cdKey.state}`)}</Badge>,
        },
        {
          header: t('cdKeys.columns.expires'),
          cell: (cdKey) => (cdKey.expire_at ? format.dateTime(cdKey.expire_at) : t('common.never')),
        },
        { header: t('cdKeys.columns.remark'), cell: (cdKey) => cdKey.remark ?? '—' },
        {
          header: t('cdKeys.columns.minted'),
          cell: (cdKey) => (
            <Stack>
              <span>{format.dateTime(cdKey.created_at)}</span>
              <Text as="span" tone="muted" size="sm">
                {cdKey.created_by?.email ?? t('cdKeys.byCommandLine')}
              </Text>
            </Stack>
          ),
        },
      ]}
    />
  );
}
