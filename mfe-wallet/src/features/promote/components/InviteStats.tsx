// The invites in three figures: friends invited, commission earned in all, commission still to move.
import { useT } from '@portal/shared';
import { Figures } from '../../../lib/components/Figures';

export function InviteStats({ invites, earned, available }: { invites: string; earned: string; available: string }) {
  const { t } = useT('wallet');
  return (
    <Figures
      label={t('promote.stats.label')}
      figures={[
        { label: t('promote.stats.invites'), value: invites, testId: 'invite-count' },
        { label: t('promote.stats.earned'), value: earned, testId: 'commission-earned' },
        { label: t('promote.stats.available'), value: available, testId: 'commission-available' },
      ]}
    />
  );
}
