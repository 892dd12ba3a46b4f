// The invite link as a QR code (qrcode.react, the library the account remote uses for two-factor). Its
// own chunk: the invite page shows its texts first. Dark on white with a quiet zone, which every phone
// camera reads, in either theme.
import { QRCodeSVG } from 'qrcode.react';

export default function InviteQrCode({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={168}
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
