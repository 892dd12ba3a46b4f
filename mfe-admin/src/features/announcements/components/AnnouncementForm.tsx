// Write an announcement in markdown with a live preview beside it: the default text, and if wished a
// text per language (customers read the one in their language). Publishing makes it the current one of
// its type; editing corrects it in place.
import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { Alert, Button, Form, FormActions, Select, TextAreaField, media, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { annType } from '@portal/shared/contract';
import { announcementCreateBody, type AdminAnnouncementRow } from '@portal/shared/contract/admin';
import { TitledCard } from '@portal/shared/ui-kit';
import { MarkdownPreview } from '../../../lib/components/MarkdownTabs';
import { FilterSlot } from '../../../lib/components/Toolbar';
import { TabList, TabPanel, TabTrigger } from '../../../lib/components/TabParts';
import { describeConsoleError } from '../../../lib/console-errors';
import { useFormFieldError } from '../../../lib/field-errors';
import { formSchema, optionalText } from '../../../lib/form-fields';
import type { useAnnouncementChange } from '../api/use-announcement-change';

const announcementForm = formSchema(
  z.object({
    ann_type: annType,
    markdown_text: z.string(),
    markdown_i18n: z.object({ 'zh-CN': optionalText(), en: optionalText() }),
  }),
  announcementCreateBody,
);

const TEXTS = ['markdown_text', 'markdown_i18n.zh-CN', 'markdown_i18n.en'] as const;
type TextField = (typeof TEXTS)[number];

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface AnnouncementFormProps {
  announcement: AdminAnnouncementRow | null;
  change: ReturnType<typeof useAnnouncementChange>;
  onDone(): void;
  onCancel(): void;
}

export function AnnouncementForm({ announcement, change, onDone, onCancel }: AnnouncementFormProps) {
  const { t } = useT('admin');
  const [text, setText] = useState<TextField>('markdown_text');
  const form = useZodForm(announcementForm, {
    defaultValues: {
      ann_type: announcement?.ann_type ?? 'index_ann',
      markdown_text: announcement?.markdown_text ?? '',
      markdown_i18n: {
        'zh-CN': announcement?.markdown_i18n['zh-CN'] ?? '',
        en: announcement?.markdown_i18n.en ?? '',
      },
    },
  });
  const error = useFormFieldError(form);
  const title = announcement ? t('announcements.editTitle') : t('announcements.newTitle');
  const label = (field: TextField) =>
    field === 'markdown_text'
      ? t('announcements.defaultText')
      : t('announcements.textIn', { language: t(`common.languages.${field === 'markdown_i18n.en' ? 'en' : 'zh-CN'}`) });

  const submit = form.handleSubmit(
    async (body) => {
      try {
        await change.mutateAsync(
          announcement ? { kind: 'update', id: announcement.id, body } : { kind: 'create', body },
        );
        onDone();
      } catch {
        // Shown above the form; the text stays.
      }
    },
    (invalid) => {
      if (invalid.markdown_text) setText('markdown_text');
      else if (invalid.markdown_i18n?.['zh-CN']) setText('markdown_i18n.zh-CN');
      else if (invalid.markdown_i18n?.en) setText('markdown_i18n.en');
    },
  );

  return (
    <TitledCard title={title}>
      <Form onSubmit={submit} aria-label={title}>
        {change.isError ? (
          <Alert tone="error" title={t('common.notDone')}>
            {describeConsoleError(change.error)}
          </Alert>
        ) : null}
        <FilterSlot style={{ flexBasis: 'auto', maxWidth: 360 }}>
          <Select
            label={t('announcements.type')}
            hint={t('announcements.typeHint')}
            options={annType.options.map((type) => ({ value: type, label: t(`announcements.types.${type}`) }))}
            {...form.register('ann_type')}
          />
        </FilterSlot>
        <Tabs.Root value={text} onValueChange={(value) => setText(value as TextField)}>
          <TabList aria-label={t('announcements.texts')}>
            {TEXTS.map((field) => (
              <TabTrigger key={field} value={field}>
                {label(field)}
              </TabTrigger>
            ))}
          </TabList>
          {TEXTS.map((field) => (
            <TabPanel key={field} value={field} forceMount hidden={text !== field}>
              <SideBySide>
                <TextAreaField
                  label={label(field)}
                  hint={field === 'markdown_text' ? t('common.markdownHint') : t('common.perLanguageHint')}
                  rows={12}
                  error={error(field, 'markdown')}
                  {...form.register(field)}
                />
                <div>
                  <p style={{ margin: '0 0 6px', fontWeight: 500 }}>{t('common.preview')}</p>
                  <MarkdownPreview source={form.watch(field) ?? ''} />
                </div>
              </SideBySide>
            </TabPanel>
          ))}
        </Tabs.Root>
        <FormActions>
          <Button type="submit" loading={change.isPending}>
            {announcement ? t('common.save') : t('announcements.publish')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </FormActions>
      </Form>
    </TitledCard>
  );
}
