import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setLanguage } from '../../i18n/i18n';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Dialog } from '../components/Dialog';
import { AppLink, Card, Heading, Stack, Text } from '../components/layout';
import { Spinner } from '../components/Spinner';
import { MAX_TOASTS, toast, toastStore } from '../toast/toast-store';
import { renderUi } from './render';

beforeAll(() => setLanguage('en'));
afterEach(() => act(() => toastStore.setState({ toasts: [] })));

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    renderUi(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('while loading is disabled and aria-busy', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Alert and Spinner', () => {
  it('announces errors with role=alert and other tones with role=status', () => {
    renderUi(
      <>
        <Alert tone="error" title="Sign-in failed">
          Wrong password
        </Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in failedWrong password');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('Spinner says what is happening', () => {
    renderUi(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('layout primitives', () => {
  it('render headings at their level and router links', () => {
    renderUi(
      <Card>
        <Stack gap={1}>
          <Heading level={1}>Wallet</Heading>
          <Text tone="muted">Balance</Text>
          <AppLink to="/user/wallet/recharge">Recharge</AppLink>
        </Stack>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/user/wallet/recharge');
  });
});

describe('Dialog', () => {
  it('opens from its trigger as a named modal dialog, closes, and gives focus back', async () => {
    renderUi(<Dialog title="Edit profile" description="Change your name" trigger={<Button>Edit</Button>} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Edit' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAccessibleDescription('Change your name');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onOpenChange = jest.fn();
    renderUi(<Dialog title="Details" open onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog', { name: 'Details' });
    await userEvent.setup().keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('ConfirmDialog runs the action and closes, or stays open if it fails', async () => {
    const onConfirm = jest.fn().mockRejectedValueOnce(new Error('nope')).mockResolvedValueOnce(undefined);
    function Confirm() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Reset link token?"
          tone="danger"
          onConfirm={onConfirm}
        />
      );
    }
    renderUi(<Confirm />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('dialog', { name: 'Reset link token?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});

describe('toasts', () => {
  it('can be raised from outside React and show in every tone', async () => {
    renderUi(<p>page</p>);
    act(() => {
      toast({ tone: 'error', title: 'Payment failed', description: 'Try another method' });
      toast({ tone: 'success', title: 'Saved' });
      toast({ tone: 'warning', title: 'Expiring soon' });
      toast({ tone: 'info', title: 'New version available' });
    });
    const expected: [string, string][] = [
      ['Payment failed', 'error'],
      ['Saved', 'success'],
      ['Expiring soon', 'warning'],
      ['New version available', 'info'],
    ];
    for (const [title, tone] of expected) {
      const item = (await screen.findByText(title)).closest('[data-tone]');
      expect(item).toHaveAttribute('data-tone', tone);
    }
    expect(screen.getByText('Try another method')).toBeInTheDocument();
  });

  it('are announced as notifications, not as their close button', async () => {
    renderUi(<p>page</p>);
    act(() => void toast({ tone: 'success', title: 'Saved' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Notification\s+Saved$/));
  });

  it('are dismissed with their close button', async () => {
    renderUi(<p>page</p>);
    act(() => void toast({ tone: 'info', title: 'Hello' }));
    const item = (await screen.findByText('Hello')).closest('li') as HTMLElement;
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Hello')).not.toBeInTheDocument());
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('keep at most a few on screen', () => {
    for (let index = 0; index < MAX_TOASTS + 3; index += 1) toast({ tone: 'info', title: `t${index}` });
    expect(toastStore.getState().toasts.map((item) => item.title)).toEqual(['t3', 't4', 't5', 't6']);
  });
});
