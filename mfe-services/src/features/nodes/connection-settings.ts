// A node's connection settings as a customer reads them: each configuration key with its name in
// the reader's language ("allow_insecure" → "Skip certificate check"), true/false as yes/no. A key
// this list does not know yet still gets a readable name rather than the raw key.
import type { TFunction } from 'i18next';

/** Keys of `nodes.settings` in the services strings, in the order a client's form asks for them. */
const SETTING_KEYS = [
  'uuid',
  'password',
  'method',
  'alter_id',
  'encryption',
  'flow',
  'transport',
  'security',
  'sni',
  'allow_insecure',
  'host',
  'path',
  'service_name',
  'public_key',
  'short_id',
  'fingerprint',
  'obfs',
  'obfs_password',
] as const;

/** "some_new_key" → "Some new key". */
function humanizeKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface SettingRow {
  key: string;
  label: string;
  value: string;
}

export function settingRows(settings: Record<string, string | number | boolean>, t: TFunction): SettingRow[] {
  const rank = (key: string) => {
    const index = (SETTING_KEYS as readonly string[]).indexOf(key);
    return index === -1 ? SETTING_KEYS.length : index;
  };
  return Object.entries(settings)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({
      key,
      label: t(`nodes.settings.${key}`, { defaultValue: humanizeKey(key) }),
      value: typeof value === 'boolean' ? t(value ? 'nodes.settings.yes' : 'nodes.settings.no') : String(value),
    }));
}
