// Put a plan or traffic pack on sale, or edit one: the fields customers read in the shop, its name and
// description per language, and whether it is on sale. A change applies to sales from then on.
import { Alert, Button, Form, FormActions, Heading, Select, TextAreaField, TextField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { shopType } from '@portal/shared/contract';
import type { AdminPlan } from '@portal/shared/contract/admin';
import { TitledCard } from '@portal/shared/ui-kit';
import { FormCheckbox } from '../../../lib/components/FormCheckbox';
import { FieldGrid } from '../../../lib/components/Toolbar';
import { describeConsoleError } from '../../../lib/console-errors';
import { useFormFieldError } from '../../../lib/field-errors';
import { planForm, planFormValues } from '../plan-form';
import type { usePlanChanges } from '../api/use-plan-changes';

export interface PlanFormProps {
  plan: AdminPlan | null;
  save: ReturnType<typeof usePlanChanges>['save'];
  onDone(name: string): void;
  onCancel(): void;
}

export function PlanForm({ plan, save, onDone, onCancel }: PlanFormProps) {
  const { t } = useT('admin');
  const form = useZodForm(planForm, { defaultValues: planFormValues(plan ?? undefined) });
  const pack = form.watch('shop_type') === 'additional_package';
  const error = useFormFieldError(form);

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: plan?.id ?? null, body });
      onDone(body.shop_name);
    } catch {
      // Shown above the form; what was typed stays.
    }
  });

  return (
    <TitledCard title={plan ? t('plans.form.editTitle', { name: plan.shop_name }) : t('plans.form.newTitle')}>
      <Form
        onSubmit={submit}
        aria-label={plan ? t('plans.form.editTitle', { name: plan.shop_name }) : t('plans.form.newTitle')}
      >
        {save.isError ? (
          <Alert tone="error" title={t('common.notDone')}>
            {describeConsoleError(save.error)}
          </Alert>
        ) : null}
        <FieldGrid>
          <Select
            label={t('plans.form.type')}
            options={shopType.options
              .filter((type) => type === 'main_package' || type === 'additional_package')
              .map((type) => ({ value: type, label: t(`planType.${type}`) }))}
            {...form.register('shop_type')}
          />
          <TextField
            label={t('plans.form.price')}
            hint={t('plans.form.priceHint')}
            inputMode="decimal"
            error={error('money_amount', 'price')}
            {...form.register('money_amount')}
          />
          <TextField
            label={t('plans.form.traffic')}
            hint={pack ? t('plans.form.trafficPackHint') : t('plans.form.trafficHint')}
            inputMode="decimal"
            error={error('ss_bandwidth_total_size', 'gigabytes')}
            {...form.register('ss_bandwidth_total_size')}
          />
        </FieldGrid>
        <Heading level={3} style={{ fontSize: 16 }}>
          {t('plans.form.names')}
        </Heading>
        <FieldGrid>
          <TextField
            label={t('plans.form.name')}
            hint={t('plans.form.nameHint')}
            error={error('shop_name', 'name')}
            {...form.register('shop_name')}
          />
          <TextField
            label={t('plans.form.nameIn', { language: t('common.languages.zh-CN') })}
            hint={t('common.perLanguageHint')}
            lang="zh-CN"
            error={error('shop_name_i18n.zh-CN', 'name')}
            {...form.register('shop_name_i18n.zh-CN')}
          />
          <TextField
            label={t('plans.form.nameIn', { language: t('common.languages.en') })}
            hint={t('common.perLanguageHint')}
            lang="en"
            error={error('shop_name_i18n.en', 'name')}
            {...form.register('shop_name_i18n.en')}
          />
        </FieldGrid>
        <FieldGrid>
          <TextAreaField
            label={t('plans.form.description')}
            hint={t('plans.form.descriptionHint')}
            rows={4}
            error={error('content_extra', 'description')}
            {...form.register('content_extra')}
          />
          <TextAreaField
            label={t('plans.form.descriptionIn', { language: t('common.languages.zh-CN') })}
            lang="zh-CN"
            rows={4}
            error={error('content_extra_i18n.zh-CN', 'description')}
            {...form.register('content_extra_i18n.zh-CN')}
          />
          <TextAreaField
            label={t('plans.form.descriptionIn', { language: t('common.languages.en') })}
            lang="en"
            rows={4}
            error={error('content_extra_i18n.en', 'description')}
            {...form.register('content_extra_i18n.en')}
          />
        </FieldGrid>
        <Heading level={3} style={{ fontSize: 16 }}>
          {t('plans.form.terms')}
        </Heading>
        <FieldGrid>
          <TextField
            label={t('plans.form.level')}
            hint={t('plans.form.levelHint')}
            inputMode="numeric"
            error={error('user_level', 'level')}
            {...form.register('user_level')}
          />
          <TextField
            label={t('plans.form.levelDays')}
            hint={t('plans.form.daysHint')}
            inputMode="numeric"
            error={error('user_level_duration', 'days')}
            {...form.register('user_level_duration')}
          />
          <TextField
            label={t('plans.form.accountDays')}
            hint={t('plans.form.daysHint')}
            inputMode="numeric"
            error={error('account_validity_duration', 'days')}
            {...form.register('account_validity_duration')}
          />
          <TextField
            label={t('plans.form.resetDays')}
            hint={t('plans.form.resetHint')}
            inputMode="numeric"
            error={error('ss_bandwidth_reset_interval', 'days')}
            {...form.register('ss_bandwidth_reset_interval')}
          />
          <TextField
            label={t('plans.form.speed')}
            hint={t('plans.form.emptyUnlimited')}
            inputMode="numeric"
            error={error('node_speed_limit', 'optionalWholeNumber')}
            {...form.register('node_speed_limit')}
          />
          <TextField
            label={t('plans.form.devices')}
            hint={t('plans.form.emptyUnlimited')}
            inputMode="numeric"
            error={error('node_connector', 'optionalWholeNumber')}
            {...form.register('node_connector')}
          />
          <TextField
            label={t('plans.form.group')}
            hint={t('plans.form.groupHint')}
            inputMode="numeric"
            error={error('shop_group_id', 'wholeNumber')}
            {...form.register('shop_group_id')}
          />
        </FieldGrid>
        <FormCheckbox form={form} name="is_auto_reset_bandwidth" label={t('plans.form.autoReset')} />
        <FormCheckbox form={form} name="is_enable" label={t('plans.form.enabled')} hint={t('plans.form.enabledHint')} />
        <FormCheckbox
          form={form}
          name="is_cannot_new_purchase"
          label={t('plans.form.noNewPurchase')}
          hint={t('plans.form.noNewPurchaseHint')}
        />
        <FormActions>
          <Button type="submit" loading={save.isPending}>
            {plan ? t('common.save') : t('plans.form.create')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </FormActions>
      </Form>
    </TitledCard>
  );
}
