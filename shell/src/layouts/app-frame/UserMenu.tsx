// The top bar's account menu: who is signed in (from the access token), links, and sign-out.
// A disclosure menu: the button says whether it is open, Escape and outside clicks close it.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@portal/shared';
import styled from 'styled-components';
import { selectIsSignedIn, useSession, useT } from '@portal/shared';
import { signInLocation } from '../../routes/safe-redirect';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 240px;
  min-height: 40px;
  padding: 4px 10px 4px 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* Drawn by CSS so the initial is not part of the button's visible text ("测测试用户"). */
  &::before {
    content: attr(data-initial);
  }
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  @media (max-width: 599.98px) {
    display: none;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 30;
  width: 260px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const Identity = styled.div`
  padding: 8px 10px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 6px;
  overflow-wrap: anywhere;
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const menuItem = `
  display: block;
  width: 100%;
  padding: 8px 10px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const MenuLink = styled(Link)`
  ${menuItem}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const MenuButton = styled.button`
  ${menuItem}
  color: ${({ theme }) => theme.colors.danger};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const SignInLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export function UserMenu() {
  const { t } = useT('shell');
  const location = useLocation();
  const signedIn = useSession(selectIsSignedIn);
  const subject = useSession((state) => state.accessPayload?.subject_access);
  const logout = useSession((state) => state.logout);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Any navigation closes the menu.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  if (!signedIn || !subject) {
    return <SignInLink to={signInLocation(location)}>{t('userMenu.signIn')}</SignInLink>;
  }

  const displayName = subject.user_name || subject.email;
  return (
    <Wrapper
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('userMenu.button', { name: displayName })}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar aria-hidden data-initial={Array.from(displayName)[0]?.toUpperCase()} />
        <Name aria-hidden>{displayName}</Name>
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        <Identity>
          <strong>{subject.user_name}</strong>
          <span>{subject.email}</span>
        </Identity>
        <MenuLink to="/user/my-account">{t('nav.myAccount')}</MenuLink>
        <MenuLink to="/settings">{t('nav.settings')}</MenuLink>
        <MenuButton type="button" onClick={() => logout()}>
          {t('userMenu.signOut')}
        </MenuButton>
      </Panel>
    </Wrapper>
  );
}
