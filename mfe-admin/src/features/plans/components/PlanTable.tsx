// The plans in shop order, with what customers read of each and, for administrators, its actions.
import styled from 'styled-components';
import { Button, Text, useT } from '@portal/shared';
import { Badge, DataTable, durationWords } from '@portal/shared/ui-kit';
import type { AdminPlan } from '@portal/shared/contract/admin';
import { Actions, Nowrap } from '../../../lib/components/Toolbar';
import { useConsoleFormat } from '../../../lib/format';

const Name = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export interface PlanTableProps {
  plans: AdminPlan[];
  /** The currency the prices are in (the list answer names it). */
  currency: string;
  canChange: boolean;
  busy: boolean;
  onEdit(plan: AdminPlan): void;
  onToggle(plan: AdminPlan): void;
  /** Every plan, in the new order. */
  onMove(ordered: AdminPlan[]): void;
}

function moved(plans: AdminPlan[], index: number, by: -1 | 1): AdminPlan[] {
  const next = [...plans];
  const [plan] = next.splice(index, 1);
  next.splice(index + by, 0, plan!);
  return next;
}

export function PlanTable({ plans, currency, canChange, busy, onEdit, onToggle, onMove }: PlanTableProps) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const duration = (iso: string | null | undefined) =>
    durationWords(iso, (unit, count) => t(`plans.units.${unit}`, { count })) ?? t('common.none');
  const other = (plan: AdminPlan) =>
    [plan.shop_name_i18n['zh-CN'], plan.shop_name_i18n.en].filter((name) => name && name !== plan.shop_name);

  return (
    <DataTable
      caption={t('plans.caption')}
      rows={plans}
      rowKey={(plan) => plan.id}
      rowTestId="plan-row"
      busy={busy}
      columns={[
        {
          header: t('plans.columns.name'),
          cell: (plan) => (
            <Name>
              <strong>{plan.shop_name}</strong>
              {other(plan).map((name) => (
                <Text as="span" key={name} tone="muted" size="sm">
                  {name}
                </Text>
              ))}
            </Name>
          ),
        },
        { header: t('plans.columns.type'), cell: (plan) => t(`planType.${plan.shop_type}`) },
        {
          header: t('plans.columns.price'),
          numeric: true,
          cell: (plan) => <Nowrap>{format.money(plan.money_amount, currency)}</Nowrap>,
        },
        {
          header: t('plans.columns.terms'),
          cell: (plan) =>
            plan.shop_type === 'main_package'
              ? t('plans.terms', { level: plan.user_level ?? 0, duration: duration(plan.user_level_duration) })
              : t('plans.packTerms'),
        },
        {
          header: t('plans.columns.traffic'),
          cell: (plan) =>
            plan.ss_bandwidth_total_size ? format.bytes(plan.ss_bandwidth_total_size) : t('common.none'),
        },
        {
          header: t('plans.columns.state'),
          cell: (plan) =>
            !plan.is_enable ? (
              <Badge>{t('plans.state.disabled')}</Badge>
            ) : plan.is_cannot_new_purchase ? (
              <Badge $tone="warning">{t('plans.state.noNewPurchase')}</Badge>
            ) : (
              <Badge $tone="success">{t('plans.state.onSale')}</Badge>
            ),
        },
        { header: t('plans.columns.running'), numeric: true, cell: (plan) => format.number(plan.active_bills) },
        ...(canChange
          ? [
              {
                header: t('plans.columns.actions'),
                cell: (plan: AdminPlan) => (
                  <Actions style={{ flexWrap: 'nowrap' }}>
                    <Button size="sm" variant="secondary" onClick={() => onEdit(plan)}>
                      {t('common.edit')}
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => onToggle(plan)}>
                      {plan.is_enable ? t('plans.disable') : t('plans.enable')}
                    </Button>
                  </Actions>
                ),
              },
              {
                header: t('plans.columns.order'),
                cell: (plan: AdminPlan) => {
                  const index = plans.indexOf(plan);
                  return (
                    <Actions style={{ flexWrap: 'nowrap' }}>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy || index === 0}
                        aria-label={t('plans.moveUp', { name: plan.shop_name })}
                        onClick={() => onMove(moved(plans, index, -1))}
                      >
                        ↑
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy || index === plans.length - 1}
                        aria-label={t('plans.moveDown', { name: plan.shop_name })}
                        onClick={() => onMove(moved(plans, index, 1))}
                      >
                        ↓
                      </Button>
                    </Actions>
                  );
                },
              },
            ]
          : []),
      ]}
    />
  );
}
