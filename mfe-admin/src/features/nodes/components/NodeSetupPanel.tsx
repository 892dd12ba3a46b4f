// A node's settings again (administrators), with <NODE_KEY> where its key goes.
import { Button, QueryView, Text, useT } from '@portal/shared';
import { TitledCard } from '@portal/shared/ui-kit';
import type { StaffNode } from '@portal/shared/contract';
import { useNodeSetup } from '../api/use-node-setup';
import { SetupTexts } from './SetupTexts';

export function NodeSetupPanel({ node, onClose }: { node: StaffNode; onClose(): void }) {
  const { t } = useT('admin');
  const setup = useNodeSetup(node.id);
  return (
    <TitledCard
      title={t('nodes.setup.title', { name: node.name })}
      action={
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Text tone="muted" size="sm">
        {t('nodes.setup.explain')}
      </Text>
      <QueryView query={setup} loadingLabel={t('common.loading')} errorTitle={t('nodes.setup.loadFailed')}>
        {(texts) => <SetupTexts setup={texts} />}
      </QueryView>
    </TitledCard>
  );
}
