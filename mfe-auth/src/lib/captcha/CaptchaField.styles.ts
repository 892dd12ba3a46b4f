import styled from 'styled-components';

export const CaptchaFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const CaptchaLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

/** Same height as the widget, so the form does not jump when it appears. */
export const CaptchaPlaceholder = styled.div<{ $tone?: 'error' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  min-height: 56px;
  padding: 8px 14px;
  border: 1px ${({ $tone }) => ($tone ? 'solid' : 'dashed')}
    ${({ theme, $tone }) => ($tone ? theme.tones.error.border : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone ? theme.tones.error.bg : theme.colors.surfaceMuted)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Holds <cap-widget>; its CSS variables cross into the widget's shadow DOM. */
export const WidgetSlot = styled.div<{ $invalid: boolean }>`
  --cap-widget-height: 56px;
  --cap-background: ${({ theme }) => theme.colors.surface};
  --cap-border-color: ${({ theme, $invalid }) => ($invalid ? theme.tones.error.fg : theme.colors.borderStrong)};
  --cap-border-radius: ${({ theme }) => theme.radius.md};
  --cap-color: ${({ theme }) => theme.colors.text};
  --cap-checkbox-background: ${({ theme }) => theme.colors.surface};
  --cap-checkbox-border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  --cap-focus-ring: ${({ theme }) => theme.colors.focus};
  --cap-spinner-color: ${({ theme }) => theme.colors.primary};
  --cap-spinner-background-color: ${({ theme }) => theme.colors.border};
  --cap-font: ${({ theme }) => theme.font.family};

  &[hidden] {
    display: none;
  }
`;
