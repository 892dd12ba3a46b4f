// A node's key, shown this once (the portal keeps only its hash), with the settings to paste. It stays
// until the administrator says they have saved it.
import { Alert, Button, useT } from '@portal/shared';
import { TitledCard } from '@portal/shared/ui-kit';
import type { NodeKey } from '../api/use-node-change';
import { CopyBlock } from '../../../lib/components/CopyBlock';
import { SetupTexts } from './SetupTexts';

export function NodeKeyPanel({ answer, onDismiss }: { answer: NodeKey; onDismiss(): void }) {
  const { t } = useT('admin');
  return (
    <TitledCard title={t('nodes.key.title', { name: answer.node.name })}>
      <Alert tone="warning" title={t('nodes.key.onceTitle')}>
        {t('nodes.key.onceBody')}
      </Alert>
      <CopyBlock title={t('nodes.key.key')} text={answer.key} />
      <SetupTexts setup={answer.setup} />
      <div>
        <Button onClick={onDismiss}>{t('nodes.key.saved')}</Button>
      </div>
    </TitledCard>
  );
}
