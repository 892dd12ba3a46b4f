// The latest announcement. Its content is HTML written by staff; DOMPurify strips anything that
// could run script before it is shown.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Text, useT, LoadError, Loading } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLatestAnnouncement } from '../api/use-latest-announcement';
import { DashboardCard } from './DashboardCard';

const Content = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  max-height: 240px;
  overflow: auto;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  p + p,
  ul,
  ol {
    margin-top: 8px;
  }
  ul,
  ol {
    padding-left: 20px;
  }
  img {
    max-width: 100%;
  }
`;

export function AnnouncementCard() {
  const { t } = useT('services');
  const format = useFormat();
  const query = useLatestAnnouncement();
  const html = useMemo(() => (query.data ? DOMPurify.sanitize(query.data.content) : ''), [query.data]);

  let body;
  if (query.isPending) body = <Loading label={t('dashboard.announcement.loading')} />;
  else if (query.isError)
    body = (
      <LoadError
        title={t('dashboard.announcement.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!query.data || html.trim() === '') body = <Text tone="muted">{t('dashboard.announcement.empty')}</Text>;
  else
    body = (
      <>
        <Text size="xs" tone="muted">
          {t('dashboard.announcement.postedAt', { when: format.dateTime(query.data.created_at) })}
        </Text>
        <Content dangerouslySetInnerHTML={{ __html: html }} />
      </>
    );

  return <DashboardCard title={t('dashboard.announcement.title')}>{body}</DashboardCard>;
}
