// Add or edit an audit rule: its name, what customers read about it, the pattern and what it is matched
// against. Both node programs must be able to compile the pattern, or nodes are not sent it.
import * as z from 'zod/mini';
import { Alert, Button, Form, FormActions, Select, TextField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { auditRuleBody, type AdminAuditRule } from '@portal/shared/contract/admin';
import { TitledCard } from '@portal/shared/ui-kit';
import { FormCheckbox } from '../../../lib/components/FormCheckbox';
import { FieldGrid } from '../../../lib/components/Toolbar';
import { formSchema } from '../../../lib/form-fields';
import { describeConsoleError } from '../../../lib/console-errors';
import { useFieldError } from '../../../lib/field-errors';
import type { useAuditRuleChange } from '../api/use-audit-rule-changes';

const ruleForm = formSchema(
  z.object({
    name: z.string(),
    text: z.string(),
    regex: z.string(),
    type: z.pipe(
      z.enum(['1', '2']),
      z.transform((type) => (type === '1' ? 1 : 2) as 1 | 2),
    ),
    is_enabled: z.boolean(),
  }),
  auditRuleBody,
);

export interface AuditRuleFormProps {
  rule: AdminAuditRule | null;
  change: ReturnType<typeof useAuditRuleChange>;
  onDone(): void;
  onCancel(): void;
}

export function AuditRuleForm({ rule, change, onDone, onCancel }: AuditRuleFormProps) {
  const { t } = useT('admin');
  const fieldError = useFieldError();
  const form = useZodForm(ruleForm, {
    defaultValues: {
      name: rule?.name ?? '',
      text: rule?.text ?? '',
      regex: rule?.regex ?? '',
      type: rule?.type === 2 ? '2' : '1',
      is_enabled: rule?.is_enabled ?? true,
    },
  });
  const { errors } = form.formState;
  const title = rule ? t('plans.auditRules.editTitle', { name: rule.name }) : t('plans.auditRules.newTitle');

  const submit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(rule ? { kind: 'update', id: rule.id, body } : { kind: 'create', body });
      onDone();
    } catch {
      // Shown above the form.
    }
  });

  return (
    <TitledCard title={title}>
      <Form onSubmit={submit} aria-label={title}>
        {change.isError ? (
          <Alert tone="error" title={t('common.notDone')}>
            {describeConsoleError(change.error)}
          </Alert>
        ) : null}
        <FieldGrid>
          <TextField
            label={t('plans.auditRules.name')}
            error={fieldError('name', errors.name, form.watch('name'))}
            {...form.register('name')}
          />
          <TextField
            label={t('plans.auditRules.text')}
            hint={t('plans.auditRules.textHint')}
            error={fieldError('ruleText', errors.text, form.watch('text'))}
            {...form.register('text')}
          />
          <TextField
            label={t('plans.auditRules.regex')}
            hint={t('plans.auditRules.regexHint')}
            spellCheck={false}
            autoComplete="off"
            error={fieldError('regex', errors.regex, form.watch('regex'))}
            {...form.register('regex')}
          />
          <Select
            label={t('plans.auditRules.type')}
            options={[
              { value: '1', label: t('plans.auditRules.types.1') },
              { value: '2', label: t('plans.auditRules.types.2') },
            ]}
            {...form.register('type')}
          />
        </FieldGrid>
        <FormCheckbox form={form} name="is_enabled" label={t('plans.auditRules.enabled')} />
        <FormActions>
          <Button type="submit" loading={change.isPending}>
            {rule ? t('common.save') : t('plans.auditRules.add')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </FormActions>
      </Form>
    </TitledCard>
  );
}
