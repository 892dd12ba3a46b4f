// Daily check-in: one press a day. The card is left out when the plan has no check-in (is_enabled
// false; an API without that flag reports neither an open check-in nor a last or next one). The
// button stays disabled after a check-in and after the server refuses one, whose message is shown.
// Days run on service time (UTC+8): the card says so, and when the day resets on the reader's clock.
import { useState } from 'react';
import { Alert, Button, Text, describeError, toast, useT } from '@portal/shared';
import type { OperationResponse, servicesOldCheckinStatus } from '@portal/shared/contract';
import { useFormat } from '../../../lib/format';
import { useCheckin } from '../api/use-checkin';
import { useCheckinStatus } from '../api/use-checkin-status';
import {
  localDateTimeWithZone,
  localTime,
  localTimeWithZone,
  localZoneName,
  nextServiceDayStart,
  readerIsOnServiceTime,
  serviceZoneLabel,
} from '../service-day';
import { DashboardCard } from './DashboardCard';

type CheckinStatus = OperationResponse<typeof servicesOldCheckinStatus>['result'];

/** open: may check in now; done: already today; unavailable: the plan has no check-in. */
export function checkinState(status: CheckinStatus): 'open' | 'done' | 'unavailable' {
  if (status.is_enabled === false) return 'unavailable';
  if (status.can_check_in) return 'open';
  if (status.last_check_in_time || status.next_check_in_at) return 'done';
  return 'unavailable';
}

export function CheckinCard() {
  const { t, i18n } = useT('services');
  const format = useFormat();
  const status = useCheckinStatus();
  const checkin = useCheckin();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checkedIn, setCheckedIn] = useState(false);

  if (status.isPending || status.isError) return null;
  const state = checkinState(status.data);
  if (state === 'unavailable') return null;
  const open = state === 'open' && !checkedIn && refusal === null;
  const reset = nextServiceDayStart(new Date());
  const dayResetText = readerIsOnServiceTime(reset)
    ? t('dashboard.checkin.dayResets', { zone: serviceZoneLabel() })
    : t('dashboard.checkin.dayResetsLocal', {
        zone: serviceZoneLabel(),
        // English says "4:00 PM UTC"; Chinese names the zone apart: "您所在时区（UTC）的 16:00".
        time: localTimeWithZone(reset, i18n.language),
        localTime: localTime(reset, i18n.language),
        localZone: localZoneName(reset, i18n.language),
      });

  async function checkIn() {
    try {
      const answer = await checkin.mutateAsync();
      setCheckedIn(true);
      toast({ tone: 'success', title: t('dashboard.checkin.done'), description: answer.message });
    } catch (error) {
      setRefusal(describeError(error));
    }
  }

  return (
    <DashboardCard title={t('dashboard.checkin.title')}>
      <Text size="sm" tone="muted">
        {open ? t('dashboard.checkin.open') : t('dashboard.checkin.closed')}
      </Text>
      {status.data.next_check_in_at && !open ? (
        <Text size="sm" data-testid="checkin-next">
          {t('dashboard.checkin.next', {
            when: localDateTimeWithZone(new Date(status.data.next_check_in_at), i18n.language),
            date: localTime(new Date(status.data.next_check_in_at), i18n.language, true),
            zone: localZoneName(new Date(status.data.next_check_in_at), i18n.language),
          })}
        </Text>
      ) : null}
      <Text size="xs" tone="muted" data-testid="checkin-day">
        {dayResetText}
      </Text>
      {status.data.last_reward_bytes && !open ? (
        <Text size="sm">
          {t('dashboard.checkin.lastReward', { amount: format.bytes(status.data.last_reward_bytes) })}
        </Text>
      ) : null}
      {refusal ? (
        <Alert tone="warning" title={t('dashboard.checkin.refused')}>
          {refusal}
        </Alert>
      ) : null}
      <Button onClick={() => void checkIn()} disabled={!open} loading={checkin.isPending}>
        {open ? t('dashboard.checkin.action') : t('dashboard.checkin.doneShort')}
      </Button>
    </DashboardCard>
  );
}
