// A list (<ul>) laid out as a grid of equal cards that fills the row and wraps on narrow screens.
import styled from 'styled-components';

export const CardGrid = styled.ul<{ $minCardWidth: number; $gap?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minCardWidth }) => $minCardWidth}px, 1fr));
  gap: ${({ $gap = 12 }) => $gap}px;
  list-style: none;
  margin: 0;
  padding: 0;
`;
