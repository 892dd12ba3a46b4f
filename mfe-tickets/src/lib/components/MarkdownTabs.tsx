// "Write | Preview" around a markdown text area (Radix tabs: arrow keys, roles and ids handled).
// The write panel stays mounted while previewing, so the form keeps its field and its focus target.
import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { Text, useT } from '@portal/shared';
import { LazyMarkdown } from '@portal/shared/markdown';

export type MarkdownTab = 'write' | 'preview';

const List = styled(Tabs.List)`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Trigger = styled(Tabs.Trigger)`
  min-height: 36px;
  padding: 0 14px;
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Panel = styled(Tabs.Content)`
  padding-top: 12px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const PreviewBox = styled.div`
  min-height: 160px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;

export interface MarkdownTabsProps {
  tab: MarkdownTab;
  onTabChange(tab: MarkdownTab): void;
  /** The write panel: the text area. */
  children: ReactNode;
  /** The markdown to preview. */
  source: string;
}

export function MarkdownTabs({ tab, onTabChange, children, source }: MarkdownTabsProps) {
  const { t } = useT('tickets');
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value === 'preview' ? 'preview' : 'write')}>
      <List>
        <Trigger value="write">{t('create.write')}</Trigger>
        <Trigger value="preview">{t('create.preview')}</Trigger>
      </List>
      <Panel value="write" forceMount hidden={tab !== 'write'} tabIndex={-1}>
        {children}
      </Panel>
      <Panel value="preview">
        <PreviewBox>
          {source.trim() ? <LazyMarkdown>{source}</LazyMarkdown> : <Text tone="muted">{t('create.previewEmpty')}</Text>}
        </PreviewBox>
      </Panel>
    </Tabs.Root>
  );
}
