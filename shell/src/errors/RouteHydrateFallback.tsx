// Shown while the first route's loader runs (the session is loaded and, if needed, refreshed).
import styled from 'styled-components';
import { Spinner } from '@portal/shared';

const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.primary};
`;

export function RouteHydrateFallback() {
  return (
    <Centered>
      <Spinner size="lg" />
    </Centered>
  );
}
