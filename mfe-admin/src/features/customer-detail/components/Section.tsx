// One list of a customer's page: a titled card with its table, "none yet", and how many there are in
// all when only the newest are shown, with a link to the rest where the console has one.
import type { ReactNode } from 'react';
import { AppLink, Text, useT } from '@portal/shared';
import { TitledCard } from '@portal/shared/ui-kit';

export interface SectionProps {
  title: string;
  shown: number;
  total: number;
  /** Where every one of them is listed. */
  allLink?: string;
  /** Shown above the list, and also when there is none yet. */
  intro?: ReactNode;
  children: ReactNode;
}

export function Section({ title, shown, total, allLink, intro, children }: SectionProps) {
  const { t } = useT('admin');
  return (
    <TitledCard
      title={title}
      action={allLink && total > 0 ? <AppLink to={allLink}>{t('customer.seeAll')}</AppLink> : null}
    >
      {intro}
      {total === 0 ? (
        <Text tone="muted">{t('customer.noneYet')}</Text>
      ) : (
        <>
          {children}
          {total > shown ? (
            <Text tone="muted" size="sm">
              {t('customer.newestOf', { shown, total })}
            </Text>
          ) : null}
        </>
      )}
    </TitledCard>
  );
}
