// Registers the `services` namespace in both languages (idempotent: safe on every import).
import { registerTranslations } from '@portal/shared';
import { servicesEn } from './en';
import { servicesZhCN } from './zh-CN';

const SERVICES_NS = 'services';

export function registerServicesTranslations(): void {
  registerTranslations(SERVICES_NS, { 'zh-CN': servicesZhCN, en: servicesEn });
}
