// Add a node or edit one: where customers connect, the lowest plan level it serves, its traffic rate,
// and the settings its protocol needs (only those fields show).
import { Alert, Button, Form, FormActions, Heading, Select, TextField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { nodeProtocol, nodeSettingsInput, type StaffNode } from '@portal/shared/contract';
import { TitledCard } from '@portal/shared/ui-kit';
import { FormCheckbox } from '../../../lib/components/FormCheckbox';
import { FieldGrid } from '../../../lib/components/Toolbar';
import { describeConsoleError } from '../../../lib/console-errors';
import { useFormFieldError } from '../../../lib/field-errors';
import { SETTINGS_BY_TYPE, nodeForm, nodeFormValues } from '../node-form';
import type { useNodeChange } from '../api/use-node-change';

const choices = (options: readonly string[], unset: string) => [
  { value: '', label: unset },
  ...options.map((value) => ({ value, label: value })),
];

export interface NodeFormProps {
  node: StaffNode | null;
  change: ReturnType<typeof useNodeChange>;
  onDone(answer: Awaited<ReturnType<ReturnType<typeof useNodeChange>['mutateAsync']>>): void;
  onCancel(): void;
}

export function NodeForm({ node, change, onDone, onCancel }: NodeFormProps) {
  const { t } = useT('admin');
  const form = useZodForm(nodeForm, { defaultValues: nodeFormValues(node ?? undefined) });
  const error = useFormFieldError(form);
  const uses = new Set<string>(SETTINGS_BY_TYPE[form.watch('type')]);
  const title = node ? t('nodes.form.editTitle', { name: node.name }) : t('nodes.form.newTitle');
  const settings = nodeSettingsInput.shape;
  const text = (
    key:
      | 'sni'
      | 'host'
      | 'path'
      | 'serviceName'
      | 'alterId'
      | 'realityPublicKey'
      | 'realityShortId'
      | 'realityPrivateKey'
      | 'realityDest'
      | 'fingerprint'
      | 'obfsPassword',
  ) =>
    uses.has(key) ? (
      <TextField
        key={key}
        label={t(`nodes.form.settings.${key}`)}
        autoComplete="off"
        spellCheck={false}
        error={error(`settings.${key}`, key === 'alterId' ? 'optionalWholeNumber' : 'text')}
        {...form.register(`settings.${key}`)}
      />
    ) : null;

  const submit = form.handleSubmit(async (body) => {
    try {
      onDone(await change.mutateAsync(node ? { kind: 'update', id: node.id, body } : { kind: 'create', body }));
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
          <TextField label={t('nodes.form.name')} error={error('name', 'name')} {...form.register('name')} />
          <Select
            label={t('nodes.form.type')}
            options={nodeProtocol.options.map((type) => ({ value: type, label: t(`nodes.types.${type}`) }))}
            {...form.register('type')}
          />
          <TextField
            label={t('nodes.form.server')}
            hint={t('nodes.form.serverHint')}
            autoComplete="off"
            spellCheck={false}
            error={error('server', 'host')}
            {...form.register('server')}
          />
          <TextField
            label={t('nodes.form.port')}
            hint={t('nodes.form.portHint')}
            inputMode="numeric"
            error={error('port', 'port')}
            {...form.register('port')}
          />
          <TextField
            label={t('nodes.form.class')}
            hint={t('nodes.form.classHint')}
            inputMode="numeric"
            error={error('node_class', 'level')}
            {...form.register('node_class')}
          />
          <TextField
            label={t('nodes.form.rate')}
            hint={t('nodes.form.rateHint')}
            inputMode="decimal"
            error={error('traffic_rate', 'rate')}
            {...form.register('traffic_rate')}
          />
          <TextField
            label={t('nodes.form.location')}
            error={error('location', 'text')}
            {...form.register('location')}
          />
          <TextField
            label={t('nodes.form.country')}
            hint={t('nodes.form.countryHint')}
            maxLength={2}
            error={error('country_code', 'countryCode')}
            {...form.register('country_code')}
          />
          <TextField
            label={t('nodes.form.speed')}
            hint={t('nodes.form.emptyUnlimited')}
            inputMode="numeric"
            error={error('speed_limit_mbps', 'optionalWholeNumber')}
            {...form.register('speed_limit_mbps')}
          />
          <TextField
            label={t('nodes.form.bandwidth')}
            hint={t('nodes.form.bandwidthHint')}
            error={error('bandwidth', 'text')}
            {...form.register('bandwidth')}
          />
        </FieldGrid>
        <Heading level={3} style={{ fontSize: 16 }}>
          {t('nodes.form.settingsTitle', { type: t(`nodes.types.${form.watch('type')}`) })}
        </Heading>
        <FieldGrid>
          {uses.has('method') ? (
            <Select
              label={t('nodes.form.settings.method')}
              options={choices(settings.method.def.innerType.options, t('nodes.form.unset'))}
              {...form.register('settings.method')}
            />
          ) : null}
          {uses.has('transport') ? (
            <Select
              label={t('nodes.form.settings.transport')}
              options={choices(settings.transport.def.innerType.options, t('nodes.form.unset'))}
              {...form.register('settings.transport')}
            />
          ) : null}
          {uses.has('security') ? (
            <Select
              label={t('nodes.form.settings.security')}
              options={choices(settings.security.def.innerType.options, t('nodes.form.unset'))}
              {...form.register('settings.security')}
            />
          ) : null}
          {uses.has('flow') ? (
            <Select
              label={t('nodes.form.settings.flow')}
              options={choices(settings.flow.def.innerType.options, t('nodes.form.unset'))}
              {...form.register('settings.flow')}
            />
          ) : null}
          {uses.has('obfs') ? (
            <Select
              label={t('nodes.form.settings.obfs')}
              options={choices(settings.obfs.def.innerType.options, t('nodes.form.unset'))}
              {...form.register('settings.obfs')}
            />
          ) : null}
          {text('sni')}
          {text('host')}
          {text('path')}
          {text('serviceName')}
          {text('alterId')}
          {text('realityPublicKey')}
          {text('realityShortId')}
          {text('realityPrivateKey')}
          {text('realityDest')}
          {text('fingerprint')}
          {text('obfsPassword')}
        </FieldGrid>
        {uses.has('portPerUser') ? (
          <FormCheckbox
            form={form}
            name="settings.portPerUser"
            label={t('nodes.form.settings.portPerUser')}
            hint={t('nodes.form.settings.portPerUserHint')}
          />
        ) : null}
        {uses.has('insecure') ? (
          <FormCheckbox form={form} name="settings.insecure" label={t('nodes.form.settings.insecure')} />
        ) : null}
        <FormCheckbox form={form} name="is_premium" label={t('nodes.form.premium')} />
        <FormCheckbox
          form={form}
          name="is_enabled"
          label={t('nodes.form.enabled')}
          hint={t('nodes.form.enabledHint')}
        />
        <FormActions>
          <Button type="submit" loading={change.isPending}>
            {node ? t('common.save') : t('nodes.form.add')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </FormActions>
      </Form>
    </TitledCard>
  );
}
