// The invite to share: the code and the link, each with Copy, the link as a QR code, and what inviting
// earns (the rate and the rule: first purchase, or every purchase, paid in cash).
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Heading, Panel, Spinner, Stack, Text, media, useT } from '@portal/shared';
import type { CommissionRule } from '@portal/shared/contract';
import { CopyButton } from '@portal/shared/ui-kit';
import { useWalletFormat } from '../../../lib/format';

const InviteQrCode = lazy(() => import('./InviteQrCode'));

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  ${media.down('sm')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Value = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  code {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

const Qr = styled.div`
  display: grid;
  place-items: center;
  width: 176px;
  height: 176px;
  justify-self: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #ffffff;
`;

/** A value to share, under its label, with a Copy beside it. */
function CopyableValue({
  label,
  value,
  copyLabel,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}) {
  return (
    <Stack gap={0.75}>
      <Text as="span" size="sm" weight="medium">
        {label}
      </Text>
      <Value>
        <code data-testid={testId}>{value}</code>
        <CopyButton value={value} label={copyLabel} />
      </Value>
    </Stack>
  );
}

export interface InviteShareProps {
  code: string;
  link: string;
  rate: string;
  rule: CommissionRule | undefined;
}

export function InviteShare({ code, link, rate, rule }: InviteShareProps) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  return (
    <Panel aria-labelledby="invite-share-title">
      <Layout>
        <Stack gap={2}>
          <Heading level={2} id="invite-share-title">
            {t('promote.shareTitle')}
          </Heading>
          <CopyableValue
            label={t('promote.code')}
            value={code}
            copyLabel={t('promote.copyCode')}
            testId="invite-code"
          />
          <CopyableValue
            label={t('promote.link')}
            value={link}
            copyLabel={t('promote.copyLink')}
            testId="invite-link"
          />
          <Text tone="muted">{t(`promote.rate.${rule ?? 'unknown'}`, { rate: format.percent(rate) })}</Text>
        </Stack>
        <Qr>
          <Suspense fallback={<Spinner label={t('promote.qrLoading')} />}>
            <InviteQrCode value={link} label={t('promote.qrLabel')} />
          </Suspense>
        </Qr>
      </Layout>
    </Panel>
  );
}
