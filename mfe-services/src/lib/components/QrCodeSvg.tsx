// The QR code itself, drawn as one SVG path from uqr's module matrix (no innerHTML). Loaded lazily
// through LazyQrCode: the encoder is only fetched when a customer asks for a code.
import { encode } from 'uqr';
import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 240px;
  height: auto;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export default function QrCodeSvg({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <Svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <path d={path} fill="#000" />
    </Svg>
  );
}
