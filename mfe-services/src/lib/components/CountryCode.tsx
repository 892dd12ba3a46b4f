// A node's country as its ISO code in a small box ("JP"), named in full for screen readers and on
// hover. Flag emoji render as two letters in boxes on systems without an emoji font (most Windows
// and many Linux desktops), so the code is what every reader sees the same way.
import styled from 'styled-components';
import { useT } from '@portal/shared';
import { regionName } from '../region-name';

const Box = styled.abbr`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.4em;
  padding: 1px 4px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  line-height: 1.4;
  text-decoration: none;
  cursor: default;
`;

/** `code` is ISO 3166-1 alpha-2; anything else renders nothing. */
export function CountryCode({ code }: { code: string }) {
  const { i18n } = useT('services');
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return null;
  const name = regionName(upper, i18n.language);
  return (
    <Box title={name} aria-label={name} data-testid="country-code">
      {upper}
    </Box>
  );
}
