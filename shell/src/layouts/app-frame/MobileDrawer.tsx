// Below lg the sidebar becomes a drawer: a modal panel that takes focus when it opens, keeps Tab
// inside, closes on Escape, on the backdrop or on navigation, and gives focus back to its opener.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { media, useT } from '@portal/shared';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.overlay};
  ${media.up('lg')} {
    display: none;
  }
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 41;
  width: min(300px, 86vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  overflow-y: auto;
  overscroll-behavior: contain;
  ${media.up('lg')} {
    display: none;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const CloseButton = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), select, input, [tabindex]:not([tabindex="-1"])';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The button that opened the drawer: focus returns to it. */
  returnFocusTo: RefObject<HTMLElement | null>;
  header: ReactNode;
  children: ReactNode;
}

export function MobileDrawer({ id, open, onClose, returnFocusTo, header, children }: MobileDrawerProps) {
  const { t } = useT('shell');
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = returnFocusTo.current;
    closeButton.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open, returnFocusTo]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div hidden={!open}>
      <Backdrop onClick={onClose} aria-hidden />
      <Panel ref={panel} id={id} role="dialog" aria-modal="true" aria-label={t('nav.label')} onKeyDown={onKeyDown}>
        <PanelHeader>
          {header}
          <CloseButton ref={closeButton} type="button" aria-label={t('layout.closeMenu')} onClick={onClose}>
            <span aria-hidden>×</span>
          </CloseButton>
        </PanelHeader>
        {children}
      </Panel>
    </div>
  );
}
