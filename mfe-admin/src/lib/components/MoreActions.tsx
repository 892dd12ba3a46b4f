// A row's less frequent actions behind one "More" button (a disclosure: keyboard and screen readers
// work as with any <details>), so a table row keeps one line of buttons. It closes when one is chosen
// or when focus leaves it.
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@portal/shared';

const Root = styled.details`
  position: relative;
  summary {
    list-style: none;
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
    white-space: nowrap;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  z-index: 10;
  margin-top: 4px;
  min-width: 160px;
  padding: 6px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  button {
    justify-content: flex-start;
  }
`;

export function MoreActions({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useT('admin');
  const root = useRef<HTMLDetailsElement>(null);
  const close = () => root.current?.removeAttribute('open');
  return (
    <Root
      ref={root}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button')) close();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <summary aria-label={label}>{t('common.more')}</summary>
      <Menu>{children}</Menu>
    </Root>
  );
}
