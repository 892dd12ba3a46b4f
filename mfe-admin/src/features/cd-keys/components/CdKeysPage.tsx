// /admin/cd-keys — mint a batch of cd-keys, list them by state, code or note, export what the filters
// match as CSV, and void unused ones. Administrators only: a code is money to whoever reads it.
import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageColumn,
  PageHeader,
  QueryView,
  Select,
  toast,
  useT,
} from '@portal/shared';
import { cdKeyState, type StaffCdKey } from '@portal/shared/contract';
import { AdminOnly } from '../../../lib/components/AdminOnly';
import { ConsolePager } from '../../../lib/components/ConsolePager';
import { SearchBox } from '../../../lib/components/SearchBox';
import { Actions, FilterSlot, Toolbar } from '../../../lib/components/Toolbar';
import { describeConsoleError } from '../../../lib/console-errors';
import { readFilter, useListParams } from '../../../lib/list-params';
import { useCdKeyChange } from '../api/use-cd-key-change';
import { useCdKeys } from '../api/use-cd-keys';
import { downloadCdKeysCsv } from '../export-csv';
import { CdKeyTable } from './CdKeyTable';
import { MintForm } from './MintForm';
import { MintedPanel } from './MintedPanel';

function CdKeys() {
  const { t } = useT('admin');
  const list = useListParams();
  const state = readFilter(list.search, 'state', cdKeyState.options);
  const q = readFilter(list.search, 'q');
  const filters = { ...(state ? { state } : {}), ...(q ? { q: q.slice(0, 200) } : {}) };
  const cdKeys = useCdKeys({ ...list.page, ...filters });
  const change = useCdKeyChange();
  const [minting, setMinting] = useState(false);
  const [minted, setMinted] = useState<StaffCdKey[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [voiding, setVoiding] = useState(false);
  const [exporting, setExporting] = useState(false);

  const choose = (id: number, yes: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (yes) next.add(id);
      else next.delete(id);
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCdKeysCsv(filters);
    } catch (error) {
      toast({ tone: 'error', title: t('cdKeys.exportFailed'), description: describeConsoleError(error) });
    } finally {
      setExporting(false);
    }
  };

  const voidChosen = async () => {
    try {
      const answer = await change.mutateAsync({ kind: 'void', ids: [...chosen] });
      toast({ tone: 'success', title: t('cdKeys.voided', { count: answer.kind === 'void' ? answer.voided : 0 }) });
      setChosen(new Set());
    } catch (error) {
      toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
      throw error;
    }
  };

  return (
    <PageColumn>
      <PageHeader
        title={t('cdKeys.title')}
        intro={t('cdKeys.intro')}
        actions={
          minting ? null : (
            <Button
              onClick={() => {
                change.reset();
                setMinting(true);
              }}
            >
              {t('cdKeys.mint.open')}
            </Button>
          )
        }
      />
      {minting ? (
        <MintForm
          change={change}
          onMinted={(batch) => {
            toast({ tone: 'success', title: t('cdKeys.minted.title', { count: batch.length }) });
            setMinted(batch);
            setMinting(false);
          }}
          onCancel={() => setMinting(false)}
        />
      ) : null}
      {minted ? <MintedPanel cdKeys={minted} onDismiss={() => setMinted(null)} /> : null}
      <Toolbar>
        <SearchBox
          label={t('cdKeys.search')}
          hint={t('cdKeys.searchHint')}
          value={q ?? ''}
          onSearch={(text) => list.setFilters({ q: text })}
        />
        <FilterSlot>
          <Select
            label={t('cdKeys.columns.state')}
            value={state ?? ''}
            onChange={(event) => list.setFilters({ state: event.target.value })}
            options={[
              { value: '', label: t('common.any') },
              ...cdKeyState.options.map((value) => ({ value, label: t(`cdKeys.states.${value}`) })),
            ]}
          />
        </FilterSlot>
        <Actions>
          <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
            {t('cdKeys.export')}
          </Button>
          <Button variant="danger" disabled={chosen.size === 0} onClick={() => setVoiding(true)}>
            {t('cdKeys.voidChosen', { count: chosen.size })}
          </Button>
        </Actions>
      </Toolbar>
      <QueryView
        query={cdKeys}
        loadingLabel={t('cdKeys.loading')}
        errorTitle={t('cdKeys.loadFailed')}
        isEmpty={(page) => page.records.length === 0}
        empty={<EmptyState title={t('cdKeys.emptyTitle')} body={t('cdKeys.emptyBody')} />}
      >
        {(page) => (
          <>
            <CdKeyTable
              cdKeys={page.records}
              currency={page.currency}
              busy={cdKeys.isFetching && cdKeys.isPlaceholderData}
              chosen={chosen}
              onChoose={choose}
            />
            <ConsolePager
              {...list.page}
              count={page.records.length}
              totalCount={page.total_count}
              summary={(count) => t('cdKeys.summary', { count })}
              onChange={list.setPage}
            />
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={voiding}
        onOpenChange={setVoiding}
        title={t('cdKeys.voidTitle', { count: chosen.size })}
        description={t('cdKeys.voidExplain')}
        confirmLabel={t('cdKeys.voidConfirm')}
        tone="danger"
        onConfirm={voidChosen}
      />
    </PageColumn>
  );
}

export default function CdKeysPage() {
  const { t } = useT('admin');
  return (
    <AdminOnly title={t('cdKeys.title')}>
      <CdKeys />
    </AdminOnly>
  );
}
