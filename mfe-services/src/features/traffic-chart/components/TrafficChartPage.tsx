// /user/subscribe-log-chart — traffic over time and a month's calendar + pie. The charts load
// echarts on first draw (see EChart), so only this page pays for it.
import { AppLink, Heading, PageColumn, PageHeader, Panel, useSearchParams, useT } from '@portal/shared';
import { readChartParams, writeChartParams, type ChartParams } from '../chart-params';
import { AreaSection } from './AreaSection';
import { MonthSection } from './MonthSection';

const sectionStyle = { display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 } as const;

export function TrafficChartPage() {
  const { t } = useT('services');
  const [search, setSearch] = useSearchParams();
  const params = readChartParams(search);
  const update = (next: Partial<ChartParams>) => setSearch(writeChartParams({ ...params, ...next }));

  return (
    <PageColumn>
      <PageHeader
        title={t('chart.title')}
        intro={t('chart.intro')}
        actions={<AppLink to="/user/subscribe-log-detail">{t('chart.toDetail')}</AppLink>}
      />
      <Panel as="section" aria-labelledby="chart-area" style={sectionStyle}>
        <Heading level={2} id="chart-area">
          {t('chart.area.title')}
        </Heading>
        <AreaSection limit={params.limit} onLimitChange={(limit) => update({ limit })} />
      </Panel>
      <Panel as="section" aria-labelledby="chart-month" style={sectionStyle}>
        <Heading level={2} id="chart-month">
          {t('chart.month.title')}
        </Heading>
        <MonthSection yearMonth={params.yearMonth} onMonthChange={(yearMonth) => update({ yearMonth })} />
      </Panel>
    </PageColumn>
  );
}
