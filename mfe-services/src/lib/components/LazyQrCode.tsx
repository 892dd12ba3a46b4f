// A QR code on demand: the button loads the encoder chunk (uqr) only when it is first pressed.
import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, useT } from '@portal/shared';

const QrCodeSvg = lazy(() => import('./QrCodeSvg'));

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

export function LazyQrCode({ value, label }: { value: string; label: string }) {
  const { t } = useT('services');
  const [shown, setShown] = useState(false);
  return (
    <Box>
      <Button variant="secondary" size="sm" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {shown ? t('qr.hide') : t('qr.show')}
      </Button>
      {shown ? (
        <Suspense fallback={<Spinner label={t('qr.loading')} />}>
          <QrCodeSvg value={value} label={label} />
        </Suspense>
      ) : null}
    </Box>
  );
}
