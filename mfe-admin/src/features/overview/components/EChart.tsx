// One echarts instance in a div. echarts is fetched with import() the first time a chart mounts, so
// the console's other pages never download it. Resizes with its box; disposed on unmount.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Spinner, Text, useT } from '@portal/shared';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';

const Box = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  min-width: 0;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export interface EChartProps {
  option: EChartsCoreOption;
  height: number;
  /** What the chart shows, for screen readers (the figures are also in the table below it). */
  label: string;
}

export function EChart({ option, height, label }: EChartProps) {
  const { t } = useT('admin');
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    import('../lib/echarts-setup')
      .then(({ echarts }) => {
        if (cancelled || !boxRef.current) return;
        chartRef.current = echarts.init(boxRef.current, null, { renderer: 'svg' });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chartRef.current?.resize());
          observer.observe(boxRef.current);
        }
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      observer?.disconnect();
      chartRef.current?.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (state === 'ready') chartRef.current?.setOption(option, { notMerge: true });
  }, [option, state]);

  return (
    <Box $height={height}>
      <div ref={boxRef} role="img" aria-label={label} style={{ width: '100%', height: '100%' }} data-testid="echart" />
      {state === 'loading' ? (
        <Overlay>
          <Spinner label={t('overview.chartLoading')} />
        </Overlay>
      ) : null}
      {state === 'failed' ? (
        <Overlay>
          <Text tone="error">{t('overview.chartFailed')}</Text>
        </Overlay>
      ) : null}
    </Box>
  );
}
