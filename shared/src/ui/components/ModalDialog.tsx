import { useRef } from 'react';
import type { DialogProps } from './Dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { useT } from '../../i18n/i18n';
import { media } from '../theme/breakpoints';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease;
  z-index: 50;
`;

const Content = styled(DialogPrimitive.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${fadeIn} 150ms ease;
  z-index: 51;
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Title = styled(DialogPrimitive.Title)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  padding-right: 32px;
`;

const Description = styled(DialogPrimitive.Description)`
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: ${({ theme }) => theme.space(3)};
`;

const CloseButton = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

type ModalDialogProps = Omit<DialogProps, 'open' | 'trigger' | 'onOpenChange'> & { onOpenChange(open: boolean): void };

/** The open Radix modal; Dialog.tsx mounts it (lazily) while the dialog is open. */
export default function ModalDialog({ title, description, onOpenChange, children, footer }: ModalDialogProps) {
  const { t } = useT('common');
  // Whatever had focus when the dialog opened (its trigger, usually) gets it back on close.
  const returnFocusTo = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  return (
    <DialogPrimitive.Root open onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Overlay />
        <Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Title>{title}</Title>
          {description ? <Description>{description}</Description> : null}
          {children ? <Body>{children}</Body> : null}
          {footer ? <Footer>{footer}</Footer> : null}
          <DialogPrimitive.Close asChild>
            <CloseButton type="button" aria-label={t('actions.close')}>
              <span aria-hidden>×</span>
            </CloseButton>
          </DialogPrimitive.Close>
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
