// A ticket's status as a pill in the message colours of docs/product.md §9: pending orange (waiting for support),
// processing blue, resolved green, closed red.
import styled from 'styled-components';
import { useT, type Tone } from '@portal/shared';
import type { TicketStatus } from '@portal/shared/contract';

const STATUS_TONES: Record<TicketStatus, Tone> = {
  pending: 'warning',
  processing: 'info',
  resolved: 'success',
  closed: 'error',
};

const Pill = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  background: ${({ theme, $tone }) => theme.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.tones[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.6;
  white-space: nowrap;
`;

export function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useT('tickets');
  return (
    <Pill $tone={STATUS_TONES[status]} data-status={status}>
      {t(`status.${status}`)}
    </Pill>
  );
}
