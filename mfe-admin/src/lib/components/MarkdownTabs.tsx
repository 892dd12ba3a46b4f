// "Write | Preview" around a markdown text area (Radix tabs: arrow keys, roles and ids handled), for a
// ticket reply. The write panel stays mounted while previewing, so the form keeps its field and focus.
import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { Text, useT } from '@portal/shared';
import { LazyMarkdown } from '@portal/shared/markdown';
import { TabList, TabPanel, TabTrigger } from './TabParts';

export type MarkdownTab = 'write' | 'preview';

const PreviewBox = styled.div`
  min-height: 120px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

/** The rendered markdown, or a word that there is nothing yet. */
export function MarkdownPreview({ source }: { source: string }) {
  const { t } = useT('admin');
  return (
    <PreviewBox>
      {source.trim() ? <LazyMarkdown>{source}</LazyMarkdown> : <Text tone="muted">{t('common.previewEmpty')}</Text>}
    </PreviewBox>
  );
}

export interface MarkdownTabsProps {
  tab: MarkdownTab;
  onTabChange(tab: MarkdownTab): void;
  /** The write panel: the text area. */
  children: ReactNode;
  source: string;
}

export function MarkdownTabs({ tab, onTabChange, children, source }: MarkdownTabsProps) {
  const { t } = useT('admin');
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value === 'preview' ? 'preview' : 'write')}>
      <TabList aria-label={t('common.markdownTabs')}>
        <TabTrigger value="write">{t('common.write')}</TabTrigger>
        <TabTrigger value="preview">{t('common.preview')}</TabTrigger>
      </TabList>
      <TabPanel value="write" forceMount hidden={tab !== 'write'} tabIndex={-1}>
        {children}
      </TabPanel>
      <TabPanel value="preview">
        <MarkdownPreview source={source} />
      </TabPanel>
    </Tabs.Root>
  );
}
