// What the fatal error pages show: the status, the title, what happened and where to go next.
import type { ReactNode } from 'react';
import { Link } from '@portal/shared';
import styled from 'styled-components';
import { Button, Heading, Stack, Text, usePageTitle, useT } from '@portal/shared';
import { useNoIndex } from './useNoIndex';

const Status = styled.p`
  font-size: 56px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.primary};
`;

const Message = styled(Heading)`
  overflow-wrap: anywhere;
`;

/** The path moves to its own line as a whole when it does not fit after the words. */
export const PathText = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow-wrap: anywhere;
`;

const PrimaryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

interface ErrorViewProps {
  status: number;
  /** The page title ("Page Not Found", "Internal Server Error"). */
  title: string;
  /** The heading: the spec's message, e.g. "Page Not Found: /user/x". */
  message: ReactNode;
  hint: string;
  extra?: ReactNode;
}

export function ErrorView({ status, title, message, hint, extra }: ErrorViewProps) {
  const { t } = useT('shell');
  useNoIndex();
  usePageTitle(title);
  return (
    <Stack gap={2} data-error-page={status}>
      <Status aria-label={t('errors.statusLabel', { status })}>{status}</Status>
      <Message level={1}>{message}</Message>
      <Text tone="muted">{hint}</Text>
      {extra}
      <Stack direction="row" gap={1} wrap>
        <PrimaryLink to="/user/dashboard">{t('errors.goHome')}</PrimaryLink>
        <Button variant="secondary" onClick={() => window.history.back()}>
          {t('errors.goBack')}
        </Button>
      </Stack>
    </Stack>
  );
}
