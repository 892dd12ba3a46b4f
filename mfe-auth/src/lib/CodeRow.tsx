// An email-code input with its "Send code" button beside it, aligned with the input (not the label).
import styled from 'styled-components';

export const CodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(1)};

  & > button {
    /* The field's label line (14 px × line height) plus its 6 px gap. */
    margin-top: calc(${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font.lineHeight} + 6px);
    min-height: 42px;
    white-space: nowrap;
  }
`;
