// The conversation: customer messages on the right in the primary tint, support on the left in the
// info tint, each labelled ("You" / "Support") so colour is never the only cue. The list sits in a
// role="log" region, so screen readers announce messages that arrive while the page is open.
import styled from 'styled-components';
import { media, useT } from '@portal/shared';
import { useFormatDateTime } from '../../../lib/format-date';
import { LazyMarkdown } from '@portal/shared/markdown';
import type { ConversationEntry } from '../conversation';

const Log = styled.div`
  min-width: 0;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 14px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $staff: boolean }>`
  display: flex;
  justify-content: ${({ $staff }) => ($staff ? 'flex-start' : 'flex-end')};
`;

const Bubble = styled.article<{ $staff: boolean }>`
  width: fit-content;
  max-width: min(680px, 85%);
  min-width: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme, $staff }) => ($staff ? theme.tones.info.border : theme.colors.border)};
  background: ${({ theme, $staff }) => ($staff ? theme.tones.info.bg : theme.colors.surfaceMuted)};
  ${({ $staff }) => ($staff ? 'border-top-left-radius: 4px;' : 'border-top-right-radius: 4px;')}
  ${media.down('sm')} {
    max-width: 92%;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  margin-bottom: 4px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Author = styled.span<{ $staff: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $staff }) => ($staff ? theme.tones.info.fg : theme.colors.text)};
`;

export function MessageList({ entries }: { entries: ConversationEntry[] }) {
  const { t } = useT('tickets');
  const formatDateTime = useFormatDateTime();
  return (
    <Log role="log" aria-live="polite" aria-relevant="additions" aria-label={t('view.conversation')}>
      <List>
        {entries.map((entry) => (
          <Item key={entry.id} $staff={entry.fromStaff} data-author={entry.fromStaff ? 'staff' : 'customer'}>
            <Bubble $staff={entry.fromStaff}>
              <Header>
                <Author $staff={entry.fromStaff}>{entry.fromStaff ? t('view.support') : t('view.you')}</Author>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </Header>
              <LazyMarkdown>{entry.content}</LazyMarkdown>
            </Bubble>
          </Item>
        ))}
      </List>
    </Log>
  );
}
