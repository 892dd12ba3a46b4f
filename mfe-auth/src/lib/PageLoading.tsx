// Shown in the card while a page's code arrives.
import { Spinner } from '@portal/shared';
import styled from 'styled-components';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)} 0;
  color: ${({ theme }) => theme.colors.primary};
`;

export function PageLoading() {
  return (
    <Centered>
      <Spinner size="lg" />
    </Centered>
  );
}
