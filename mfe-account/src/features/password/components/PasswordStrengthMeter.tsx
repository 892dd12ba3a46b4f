// The new password's strength as a meter and words ("Weak", "Strong"), announced politely to screen
// readers. The estimator loads with the first keystroke; until then the meter says nothing.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Text, useT, type Tone } from '@portal/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { loadStrengthEstimator, type StrengthEstimator, type StrengthScore } from '../password-strength';

const TONES: Record<StrengthScore, Tone> = { 0: 'error', 1: 'error', 2: 'warning', 3: 'success', 4: 'success' };

const Bars = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 4px;
  height: 6px;
`;

const Bar = styled.span<{ $on: boolean; $tone: Tone }>`
  border-radius: 3px;
  background: ${({ theme, $on, $tone }) => ($on ? theme.tones[$tone].fg : theme.colors.border)};
`;

export function PasswordStrengthMeter({ password, userInputs }: { password: string; userInputs: readonly string[] }) {
  const { t } = useT(ACCOUNT_NS);
  const [estimate, setEstimate] = useState<StrengthEstimator | null>(null);
  const [failed, setFailed] = useState(false);
  // Rating a long password takes tens of milliseconds: typing stays ahead of the meter.
  const rated = useDeferredValue(password);
  const inputs = userInputs.join('\n');
  const score = useMemo(
    () => (estimate && rated ? estimate(rated, inputs.split('\n')) : null),
    [estimate, rated, inputs],
  );

  useEffect(() => {
    if (!password || estimate || failed) return;
    let current = true;
    loadStrengthEstimator().then(
      (estimator) => current && setEstimate(() => estimator),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [password, estimate, failed]);

  if (!password || score === null) return null;
  const tone = TONES[score];
  return (
    <div data-testid="password-strength" data-score={score}>
      <Bars aria-hidden>
        {[1, 2, 3, 4].map((step) => (
          <Bar key={step} $on={score >= step || (score === 0 && step === 1)} $tone={tone} />
        ))}
      </Bars>
      <Text size="sm" tone={tone} role="status" aria-live="polite" style={{ marginTop: 4 }}>
        {t('password.strengthLabel', { strength: t(`password.strength.${score}`) })}
      </Text>
    </div>
  );
}
