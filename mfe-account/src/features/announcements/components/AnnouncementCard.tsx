// One announcement: its type, date, a "New" marker while unread, and its Markdown rendered by the safe
// renderer (no raw HTML, only safe URLs).
import styled from 'styled-components';
import { Panel, useT } from '@portal/shared';
import type { AnnouncementItem } from '@portal/shared/contract';
import { LazyMarkdown } from '@portal/shared/markdown';
import { ACCOUNT_NS } from '../../../i18n';
import { Pill } from '../../../lib/components/Pill';
import { useFormat } from '../../../lib/format';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Card = styled(Panel)<{ $unread: boolean }>`
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
`;

export function AnnouncementCard({ item, unread }: { item: AnnouncementItem; unread: boolean }) {
  const { t } = useT(ACCOUNT_NS);
  const format = useFormat();
  return (
    <Card
      as="article"
      $unread={unread}
      data-testid="announcement"
      data-unread={unread}
      aria-label={t(`announcements.types.${item.ann_type}`)}
    >
      <Head>
        <Pill $tone="info">{t(`announcements.types.${item.ann_type}`)}</Pill>
        {unread ? <Pill $tone="warning">{t('announcements.new')}</Pill> : null}
        <time dateTime={item.created_at}>{format.dateTime(item.created_at)}</time>
      </Head>
      <LazyMarkdown>{item.markdown_text}</LazyMarkdown>
    </Card>
  );
}
