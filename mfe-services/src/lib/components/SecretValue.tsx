// A secret (password, token) hidden by default, with Show/Hide and Copy.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, useT } from '@portal/shared';
import { CopyButton } from '@portal/shared/ui-kit';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  min-width: 0;
`;

export const Mono = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  word-break: break-all;
  min-width: 0;
`;

export function SecretValue({
  value,
  label,
  initiallyShown = false,
}: {
  value: string;
  label: string;
  initiallyShown?: boolean;
}) {
  const { t } = useT('services');
  const [shown, setShown] = useState(initiallyShown);
  return (
    <Row>
      <Mono aria-label={label}>{shown ? value : '••••••••'}</Mono>
      <Button variant="ghost" size="sm" aria-pressed={shown} onClick={() => setShown(!shown)}>
        {shown ? t('common.hide') : t('common.show')}
      </Button>
      <CopyButton value={value} label={t('common.copyLabel', { what: label })} variant="ghost" />
    </Row>
  );
}
