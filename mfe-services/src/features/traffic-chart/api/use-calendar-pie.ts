// GET /api/v2/user/services/subscribe-log/calendar-pie?year_month — daily traffic of one month.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useCalendarPie(yearMonth: string) {
  return useQuery({
    queryKey: serviceKeys.calendarPie(yearMonth),
    queryFn: async ({ signal }) =>
      (await api.servicesSubscribeLogCalendarPie({ query: { year_month: yearMonth }, signal })).result,
  });
}
