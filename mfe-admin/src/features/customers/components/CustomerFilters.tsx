// The customer list's search and filters, read from and written to the URL.
import { Checkbox, Select, useT } from '@portal/shared';
import { FilterSlot, Toolbar } from '../../../lib/components/Toolbar';
import { SearchBox } from '../../../lib/components/SearchBox';
import { usePlans } from '../../plans/api/use-plans';
import type { CustomersQuery } from '../api/use-customers';

export interface CustomerFiltersProps {
  query: CustomersQuery;
  onChange(filters: Record<string, string | undefined>): void;
}

export function CustomerFilters({ query, onChange }: CustomerFiltersProps) {
  const { t } = useT('admin');
  const plans = usePlans();
  const mainPlans = (plans.data?.plans ?? []).filter((plan) => plan.shop_type === 'main_package');
  return (
    <Toolbar>
      <SearchBox
        label={t('customers.search')}
        hint={t('customers.searchHint')}
        value={query.q ?? ''}
        onSearch={(q) => onChange({ q })}
      />
      <FilterSlot>
        <Select
          label={t('customers.filters.plan')}
          value={query.plan_id ? String(query.plan_id) : ''}
          onChange={(event) => onChange({ plan: event.target.value })}
          options={[
            { value: '', label: t('common.any') },
            ...mainPlans.map((plan) => ({ value: String(plan.id), label: plan.shop_name })),
          ]}
        />
      </FilterSlot>
      <FilterSlot>
        <Select
          label={t('customers.filters.banned')}
          value={query.banned === undefined ? '' : query.banned ? 'yes' : 'no'}
          onChange={(event) => onChange({ banned: event.target.value })}
          options={[
            { value: '', label: t('common.any') },
            { value: 'yes', label: t('customers.filters.bannedOnly') },
            { value: 'no', label: t('customers.filters.notBanned') },
          ]}
        />
      </FilterSlot>
      <FilterSlot>
        <Select
          label={t('customers.filters.expiring')}
          value={query.expiring_days ? String(query.expiring_days) : ''}
          onChange={(event) => onChange({ expiring: event.target.value })}
          options={[
            { value: '', label: t('common.any') },
            { value: '7', label: t('customers.filters.within', { count: 7 }) },
            { value: '30', label: t('customers.filters.within', { count: 30 }) },
          ]}
        />
      </FilterSlot>
      <Checkbox
        label={t('customers.filters.staff')}
        checked={query.staff === true}
        onCheckedChange={(checked) => onChange({ staff: checked ? '1' : undefined })}
      />
    </Toolbar>
  );
}
