// The cd-keys the list's filters match, as the API's CSV file, saved by the browser.
import { api } from '@portal/shared';
import type { CdKeyState } from '@portal/shared/contract';

export async function downloadCdKeysCsv(filters: { state?: CdKeyState; q?: string }): Promise<void> {
  const csv = await api.adminCdKeysExport({ query: filters });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `cd-keys-${new Date().toISOString().slice(0, 10)}${filters.state ? `-${filters.state}` : ''}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download; the URL is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
