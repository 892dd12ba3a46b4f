// A service's or bill's status as a coloured badge; unknown values are shown as the API sends them.
import { useT } from '@portal/shared';
import { Badge } from '@portal/shared/ui-kit';

const TONES: Record<string, 'success' | 'error' | 'warning'> = {
  active: 'success',
  expired: 'error',
  suspended: 'warning',
  pending: 'warning',
};

export function ServiceStatus({ status }: { status: string }) {
  const { t } = useT('services');
  const key = status.trim().toLowerCase();
  return (
    <Badge $tone={TONES[key] ?? 'neutral'} data-status={key}>
      {t(`services.status.${key}`, { defaultValue: status })}
    </Badge>
  );
}
