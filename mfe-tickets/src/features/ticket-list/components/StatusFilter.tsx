// The status filter. Changing it starts again at page 1.
import { Select, useT } from '@portal/shared';
import { ticketStatus, type TicketStatus } from '@portal/shared/contract';
import styled from 'styled-components';

const Root = styled.div`
  width: 100%;
  max-width: 240px;
`;

export function StatusFilter({
  status,
  onChange,
}: {
  status: TicketStatus | null;
  onChange(status: TicketStatus | null): void;
}) {
  const { t } = useT('tickets');
  const options = [
    { value: '', label: t('list.allStatuses') },
    ...ticketStatus.options.map((value) => ({ value, label: t(`status.${value}`) })),
  ];
  return (
    <Root>
      <Select
        label={t('list.statusFilter')}
        options={options}
        value={status ?? ''}
        onChange={(event) => {
          const parsed = ticketStatus.safeParse(event.target.value);
          onChange(parsed.success ? parsed.data : null);
        }}
      />
    </Root>
  );
}
