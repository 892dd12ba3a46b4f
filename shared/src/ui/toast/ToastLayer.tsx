// Renders the toast queue with Radix Toast (announced politely; errors assertively). Loaded by
// Toaster.tsx with the first toast, so pages that never raise one do not load Radix Toast.
import * as ToastPrimitive from '@radix-ui/react-toast';
import styled from 'styled-components';
import { useT } from '../../i18n/i18n';
import type { Tone } from '../theme/theme';
import { toastStore, type ToastItem } from './toast-store';

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(380px, 100vw);
  max-height: 100vh;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
`;

const Root = styled(ToastPrimitive.Root)<{ $tone: Tone }>`
  position: relative;
  padding: 12px 40px 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-left: 4px solid ${({ theme, $tone }) => theme.tones[$tone].fg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Title = styled(ToastPrimitive.Title)<{ $tone: Tone }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => theme.tones[$tone].fg};
`;

const Description = styled(ToastPrimitive.Description)`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const Close = styled(ToastPrimitive.Close)`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  cursor: pointer;
`;

const DEFAULT_DURATION_MS = 5_000;
const ERROR_DURATION_MS = 8_000;

function ToastView({ item }: { item: ToastItem }) {
  const { t } = useT('common');
  const dismiss = toastStore((state) => state.dismiss);
  return (
    <Root
      $tone={item.tone}
      type={item.tone === 'error' ? 'foreground' : 'background'}
      duration={item.duration ?? (item.tone === 'error' ? ERROR_DURATION_MS : DEFAULT_DURATION_MS)}
      onOpenChange={(open) => !open && dismiss(item.id)}
      data-tone={item.tone}
    >
      <Title $tone={item.tone}>{item.title}</Title>
      {item.description ? <Description>{item.description}</Description> : null}
      <Close aria-label={t('actions.dismiss')}>
        <span aria-hidden>×</span>
      </Close>
    </Root>
  );
}

/** The toast provider, the toasts and their viewport. */
export default function ToastLayer() {
  const toasts = toastStore((state) => state.toasts);
  const { t } = useT('common');
  return (
    // `label` is what a screen reader says before each toast's text ("Notification: …").
    <ToastPrimitive.Provider swipeDirection="right" label={t('status.notification')}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <Viewport />
    </ToastPrimitive.Provider>
  );
}
