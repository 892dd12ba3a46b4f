// A titled card on a shell page.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '@portal/shared';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <Box aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
      {actions}
    </Box>
  );
}

/** Sections side by side from md up, stacked below. */
export const SectionGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  max-width: 1200px;
  align-items: start;
`;
