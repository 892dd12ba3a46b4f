// What an offline node shows in place of its load or users: a dash, read out as what it means.
import styled from 'styled-components';
import { useT } from '@portal/shared';

const ScreenReaderOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export function NoLiveFigure() {
  const { t } = useT('services');
  return (
    <span title={t('nodes.noLiveFigure')}>
      <span aria-hidden>—</span>
      <ScreenReaderOnly>{t('nodes.noLiveFigure')}</ScreenReaderOnly>
    </span>
  );
}
