import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { cdKey, ok } from '../../../test-utils/fixtures';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    staffCdKeyList: jest.fn(),
    staffCdKeyCreate: jest.fn(),
    adminCdKeysVoid: jest.fn(),
    adminCdKeysExport: jest.fn(),
  },
}));

jest.setTimeout(30_000);
const mocked = api as unknown as Record<string, jest.Mock>;
const unused = cdKey();
const used = cdKey({ id: 2, cd_key: 'WXYZ-2345-6789', state: 'used', uses_left: 0, redeemed_count: 1 });

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.staffCdKeyList!.mockResolvedValue(ok({ currency: 'CNY', total_count: 2, records: [unused, used] }));
  signIn('admin');
});

describe('cd-keys', () => {
  it('is for administrators only: support staff are told so and nothing is asked of the API', async () => {
    signIn('low_admin');
    renderRoute(routes, '/admin/cd-keys');
    expect(await screen.findByText('For administrators')).toBeInTheDocument();
    expect(mocked.staffCdKeyList).not.toHaveBeenCalled();
  });

  it('mints a batch and shows its codes to copy', async () => {
    mocked.staffCdKeyCreate!.mockResolvedValue(
      ok({ cd_keys: [cdKey({ id: 7, cd_key: 'NEW1-NEW1-NEW1' }), cdKey({ id: 8, cd_key: 'NEW2-NEW2-NEW2' })] }),
    );
    const user = userEvent.setup();
    renderRoute(routes, '/admin/cd-keys');
    await user.click(await screen.findByRole('button', { name: 'Mint a batch' }));
    const form = screen.getByRole('form', { name: 'Mint a batch of cd-keys' });
    await user.type(within(form).getByRole('textbox', { name: 'Credits (each use)' }), '0');
    await user.click(within(form).getByRole('button', { name: 'Mint' }));
    expect(within(form).getByRole('textbox', { name: 'Credits (each use)' })).toHaveAccessibleDescription(
      expect.stringContaining('above zero'),
    );
    await user.clear(within(form).getByRole('textbox', { name: 'Credits (each use)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Credits (each use)' }), '50');
    await user.clear(within(form).getByRole('textbox', { name: 'How many codes' }));
    await user.type(within(form).getByRole('textbox', { name: 'How many codes' }), '2');
    await user.type(within(form).getByRole('textbox', { name: 'Note for staff' }), 'Spring');
    await user.click(within(form).getByRole('button', { name: 'Mint' }));
    await waitFor(() =>
      expect(mocked.staffCdKeyCreate).toHaveBeenCalledWith({
        body: { money_amount: '50', count: 2, uses: 1, remark: 'Spring' },
      }),
    );
    const codes = await screen.findByRole('region', { name: 'The codes, one a line' });
    expect(codes.textContent).toBe('NEW1-NEW1-NEW1\nNEW2-NEW2-NEW2');
  });

  it('voids the unused ones chosen, after asking', async () => {
    mocked.adminCdKeysVoid!.mockResolvedValue(ok({ voided: 1, cd_keys: [{ ...unused, state: 'void' }] }));
    const user = userEvent.setup();
    renderRoute(routes, '/admin/cd-keys');
    const [first, second] = await screen.findAllByTestId('cd-key-row');
    // The amounts are in the currency the list answer names.
    expect(within(first!).getByText('CN¥50.00')).toBeInTheDocument();
    expect(within(second!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void 0 chosen' })).toBeDisabled();
    await user.click(within(first!).getByRole('checkbox', { name: 'Choose ABCD-EFGH-JKLM' }));
    await user.click(screen.getByRole('button', { name: 'Void 1 chosen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(mocked.adminCdKeysVoid).toHaveBeenCalledWith({ body: { ids: [1] } }));
    expect(await screen.findByText('1 cd-key voided')).toBeInTheDocument();
  });

  it('exports what the filters match as CSV', async () => {
    mocked.adminCdKeysExport!.mockResolvedValue('cd_key,money_amount\nABCD-EFGH-JKLM,50.00\n');
    const createObjectURL = jest.fn(() => 'blob:cd-keys');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute(routes, '/admin/cd-keys?state=unused&q=spring');
    await screen.findAllByTestId('cd-key-row');
    expect(mocked.staffCdKeyList!.mock.calls.at(-1)![0].query).toEqual({
      state: 'unused',
      q: 'spring',
      limit: 20,
      offset: 0,
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(mocked.adminCdKeysExport).toHaveBeenCalledWith({ query: { state: 'unused', q: 'spring' } });
    // jsdom's Blob has no text(): read it as a browser's FileReader would.
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toContain('ABCD-EFGH-JKLM');
    click.mockRestore();
  });
});
