// What to paste into the node software: the portal's URL, shadowsocks-mod's userapiconfig.py lines
// and XrayR's config.yml `Nodes` entry, each with a copy button.
import { useT } from '@portal/shared';
import type { NodeSetup } from '@portal/shared/contract';
import { CopyBlock } from '../../../lib/components/CopyBlock';

export function SetupTexts({ setup }: { setup: NodeSetup }) {
  const { t } = useT('admin');
  return (
    <>
      <CopyBlock title={t('nodes.setup.apiUrl')} text={setup.api_url} />
      <CopyBlock title={t('nodes.setup.shadowsocksMod')} text={setup.shadowsocks_mod} />
      <CopyBlock title={t('nodes.setup.xrayr')} text={setup.xrayr} />
    </>
  );
}
