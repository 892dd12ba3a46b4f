// A version's gate report: each check, whether it passed, and what failed.
import styled from 'styled-components';
import { Text, useT, type Tone } from '@portal/shared';
import { Badge } from '@portal/shared/ui-kit';
import type { GateReport as Report, GateStatus } from '@portal/shared/contract/remote-registry';

const GATE_TONES: Record<GateStatus, Tone | 'neutral'> = {
  passed: 'success',
  failed: 'error',
  pending: 'warning',
  not_run: 'neutral',
};

export function GateBadge({ status }: { status: GateStatus }) {
  const { t } = useT('admin');
  return <Badge $tone={GATE_TONES[status]}>{t(`remotes.gate.${status}`)}</Badge>;
}

const Checks = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export function GateReport({ report }: { report: Report }) {
  const { t } = useT('admin');
  if (report.checks.length === 0) {
    return (
      <Text tone="muted" size="sm">
        {t('remotes.gate.noChecks')}
      </Text>
    );
  }
  return (
    <details>
      <summary>{t('remotes.gate.report', { count: report.checks.length })}</summary>
      <Checks>
        {report.checks.map((check) => (
          <li key={check.id}>
            <strong>{check.ok ? '✓' : '✗'}</strong> {t(`remotes.gate.checks.${check.id}`)}: {check.summary}
            {check.details.length > 0 ? (
              <Checks>
                {check.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </Checks>
            ) : null}
          </li>
        ))}
      </Checks>
    </details>
  );
}
