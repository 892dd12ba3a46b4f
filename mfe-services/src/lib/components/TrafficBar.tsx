// Used / total as a bar with the numbers beside it (a real <progress>-like meter for assistive tech).
import styled from 'styled-components';
import { Text, useT } from '@portal/shared';
import { percentOf, useFormat } from '../format';

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme, $percent }) =>
    $percent >= 90 ? theme.tones.error.fg : $percent >= 75 ? theme.tones.warning.fg : theme.colors.primary};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
  margin-top: 6px;
`;

export function TrafficBar({ used, total, label }: { used: number; total: number; label: string }) {
  const { t } = useT('services');
  const format = useFormat();
  const percent = percentOf(used, total);
  const text = t('traffic.usedOf', { used: format.bytes(used), total: format.bytes(total) });
  return (
    <div>
      <Track
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={text}
      >
        <Fill $percent={percent} />
      </Track>
      <Row>
        <Text as="span" size="sm">
          {text}
        </Text>
        <Text as="span" size="sm" tone="muted">
          {format.number(percent, 1)}%
        </Text>
      </Row>
    </div>
  );
}
