// The plan editor's fields as typed (GB, days, one text per language) and how they become the contract's
// body: `z.pipe(the fields, planCreateBody)`, so the form refuses exactly what the API would.
import * as z from 'zod/mini';
import { shopType } from '@portal/shared/contract';
import { planCreateBody, type AdminPlan } from '@portal/shared/contract/admin';
import {
  bytesToGigabytes,
  formSchema,
  durationToDays,
  optionalDaysText,
  optionalGigabytesText,
  optionalText,
  optionalWholeNumberText,
  wholeNumberText,
} from '../../lib/form-fields';

const perLanguage = () => z.object({ 'zh-CN': optionalText(), en: optionalText() });

export const planForm = formSchema(
  z.object({
    shop_name: z.string(),
    shop_name_i18n: perLanguage(),
    shop_type: shopType,
    money_amount: z.string(),
    shop_group_id: wholeNumberText(),
    user_level: optionalWholeNumberText(),
    user_level_duration: optionalDaysText(),
    account_validity_duration: optionalDaysText(),
    ss_bandwidth_total_size: optionalGigabytesText(),
    ss_bandwidth_reset_interval: optionalDaysText(),
    node_speed_limit: optionalWholeNumberText(),
    node_connector: optionalWholeNumberText(),
    content_extra: z.string(),
    content_extra_i18n: perLanguage(),
    is_auto_reset_bandwidth: z.boolean(),
    is_enable: z.boolean(),
    is_cannot_new_purchase: z.boolean(),
  }),
  planCreateBody,
);

export type PlanFormValues = z.input<typeof planForm>;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form for a new plan (a monthly main plan's usual shape) or as `plan` is now. */
export function planFormValues(plan?: AdminPlan): PlanFormValues {
  if (!plan) {
    return {
      shop_name: '',
      shop_name_i18n: { 'zh-CN': '', en: '' },
      shop_type: 'main_package',
      money_amount: '',
      shop_group_id: '0',
      user_level: '1',
      user_level_duration: '30',
      account_validity_duration: '30',
      ss_bandwidth_total_size: '',
      ss_bandwidth_reset_interval: '',
      node_speed_limit: '',
      node_connector: '',
      content_extra: '',
      content_extra_i18n: { 'zh-CN': '', en: '' },
      is_auto_reset_bandwidth: false,
      is_enable: true,
      is_cannot_new_purchase: false,
    };
  }
  return {
    shop_name: plan.shop_name,
    shop_name_i18n: { 'zh-CN': plan.shop_name_i18n['zh-CN'] ?? '', en: plan.shop_name_i18n.en ?? '' },
    shop_type: plan.shop_type,
    money_amount: plan.money_amount,
    shop_group_id: String(plan.shop_group_id ?? 0),
    user_level: text(plan.user_level),
    user_level_duration: durationToDays(plan.user_level_duration),
    account_validity_duration: durationToDays(plan.account_validity_duration),
    ss_bandwidth_total_size: bytesToGigabytes(plan.ss_bandwidth_total_size),
    ss_bandwidth_reset_interval: durationToDays(plan.ss_bandwidth_reset_interval),
    node_speed_limit: text(plan.node_speed_limit),
    node_connector: text(plan.node_connector),
    content_extra: plan.content_extra,
    content_extra_i18n: { 'zh-CN': plan.content_extra_i18n['zh-CN'] ?? '', en: plan.content_extra_i18n.en ?? '' },
    is_auto_reset_bandwidth: plan.is_auto_reset_bandwidth,
    is_enable: plan.is_enable,
    is_cannot_new_purchase: plan.is_cannot_new_purchase,
  };
}
