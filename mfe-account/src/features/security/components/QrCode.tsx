// The otpauth:// URL as a QR code (qrcode.react, SVG). Its own chunk: only the enrolment step loads it.
// Always dark on white with a quiet zone, which every authenticator app reads, in either theme.
import { QRCodeSVG } from 'qrcode.react';

export default function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={184}
      marginSize={2}
      level="M"
      bgColor="#ffffff"
      fgColor="#111827"
      role="img"
      aria-label={label}
      title={label}
    />
  );
}
