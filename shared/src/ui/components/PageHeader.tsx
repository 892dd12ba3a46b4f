// A page's frame: the title row and document title (PageHeader), the readable column it sits in (PageColumn) and a card
// that gives up padding on phones (Panel). The h1 comes first because the shell focuses <main> on
// navigation, so a screen reader reads the page title before anything else.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/breakpoints';
import { usePageTitle } from '../use-page-title';
import { Card, Heading, Text } from './layout';

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  ${media.down('sm')} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Title = styled(Heading)`
  overflow-wrap: anywhere;
  ${media.down('sm')} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  flex: none;
`;

export interface PageHeaderProps {
  /** The h1; a string is also the document title ("<title> · <site>"). */
  title: ReactNode;
  /** The document title when `title` is not plain text. */
  documentTitle?: string;
  /** A muted line under the title. */
  intro?: ReactNode;
  /** Beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  /** Above the title, e.g. a back link. */
  before?: ReactNode;
  className?: string;
}

/** The page's title row; it also sets the document title, so every page with a header has one. */
export function PageHeader({ title, documentTitle, intro, actions, before, className }: PageHeaderProps) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <Root className={className}>
      <Titles>
        {before}
        <Title level={1}>{title}</Title>
        {intro ? <Text tone="muted">{intro}</Text> : null}
      </Titles>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}

/** A page column that stays readable on wide screens (override max-width for wide tables). */
export const PageColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  min-width: 0;
`;

/** A Card with less padding on phones, where every pixel of width counts. */
export const Panel = styled(Card)`
  min-width: 0;
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(1.5)};
  }
`;
