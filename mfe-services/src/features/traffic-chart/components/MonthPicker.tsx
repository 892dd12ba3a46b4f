// Picks the month of the calendar: previous / next buttons and a YYYY-MM field checked against the
// contract's yearMonth rule (Safari and Firefox have no native month input, so a text field).
// The parent keys it by `value`, so the draft starts over whenever the month changes.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField, useT } from '@portal/shared';
import { isYearMonth, shiftYearMonth } from '../chart-params';

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  flex-wrap: wrap;
  > div {
    width: 140px;
  }
  /* Level with the input under its label (label line + gap), and as tall as the input. */
  button {
    margin-top: 28px;
    min-height: 42px;
  }
`;

export function MonthPicker({ value, onChange }: { value: string; onChange(next: string): void }) {
  const { t } = useT('services');
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    if (!isYearMonth(next)) {
      setError(t('chart.monthInvalid'));
      return;
    }
    setError(null);
    onChange(next);
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={t('chart.monthPicker')}>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => onChange(shiftYearMonth(value, -1))}
        aria-label={t('chart.previousMonth')}
      >
        ‹
      </Button>
      <TextField
        label={t('chart.monthLabel')}
        value={draft}
        inputMode="numeric"
        placeholder="YYYY-MM"
        error={error ?? undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => onChange(shiftYearMonth(value, 1))}
        aria-label={t('chart.nextMonth')}
      >
        ›
      </Button>
      <Button type="submit" size="sm">
        {t('chart.show')}
      </Button>
    </Form>
  );
}
