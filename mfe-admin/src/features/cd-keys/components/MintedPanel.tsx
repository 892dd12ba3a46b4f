// The codes just minted, one a line, to copy into wherever they are handed out.
import { Button, useT } from '@portal/shared';
import { TitledCard } from '@portal/shared/ui-kit';
import type { StaffCdKey } from '@portal/shared/contract';
import { CopyBlock } from '../../../lib/components/CopyBlock';

export function MintedPanel({ cdKeys, onDismiss }: { cdKeys: StaffCdKey[]; onDismiss(): void }) {
  const { t } = useT('admin');
  return (
    <TitledCard
      title={t('cdKeys.minted.title', { count: cdKeys.length })}
      action={
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          {t('common.close')}
        </Button>
      }
    >
      <CopyBlock title={t('cdKeys.minted.codes')} text={cdKeys.map((cdKey) => cdKey.cd_key).join('\n')} />
    </TitledCard>
  );
}
