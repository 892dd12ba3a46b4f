// The shell's pages use the one PageHeader of @portal/shared (h1 + document title), spaced from the
// sections under it.
import styled from 'styled-components';
import { PageHeader as SharedPageHeader } from '@portal/shared';

export const PageHeader = styled(SharedPageHeader)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
