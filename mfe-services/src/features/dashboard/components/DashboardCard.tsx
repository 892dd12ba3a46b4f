// The dashboard's card frame is the ui-kit's titled card (h2 and an action), shared with the cards other
// remotes lend the dashboard; and the cards' term / value pairs.
import styled from 'styled-components';
import { Facts as BaseFacts } from '@portal/shared/ui-kit';

export { TitledCard as DashboardCard } from '@portal/shared/ui-kit';

/** The cards' term / value pairs: figures aligned right and a little more air. */
export const Facts = styled(BaseFacts).attrs({ $alignValues: 'end' as const })`
  gap: 8px 16px;
  dd {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
