import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { setLanguage } from '../../i18n/i18n';
import { Button } from '../components/Button';
import { Checkbox } from '../components/Checkbox';
import { Form } from '../components/Form';
import { useZodForm } from '../../forms/use-zod-form';
import { PasswordField } from '../components/PasswordField';
import { Select } from '../components/Select';
import { TextField } from '../components/TextField';
import { renderUi } from './render';

beforeAll(() => setLanguage('en'));

describe('TextField', () => {
  it('is labelled and describes its hint', () => {
    renderUi(<TextField label="Email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
  });

  it('shows an error under the field with aria-invalid and aria-describedby', () => {
    renderUi(<TextField label="Email" hint="Work address" error="Enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Enter a valid email address');
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
  });

  it('works with react-hook-form and a zod schema (ref forwarded)', async () => {
    const schema = z.object({ email: z.email({ message: 'Enter a valid email address' }) });
    const onValid = jest.fn();
    function SignIn() {
      const form = useZodForm(schema, { defaultValues: { email: '' } });
      const { errors } = form.formState;
      return (
        <Form onSubmit={form.handleSubmit(onValid)}>
          <TextField label="Email" {...form.register('email')} error={errors.email?.message} />
          <Button type="submit">Sign in</Button>
        </Form>
      );
    }
    renderUi(<SignIn />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'user@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'user@example.com' }, expect.anything());
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    renderUi(<PasswordField label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles from its label', async () => {
    function Remember() {
      const [checked, setChecked] = useState(false);
      return <Checkbox label="Remember me" checked={checked} onCheckedChange={(value) => setChecked(value === true)} />;
    }
    renderUi(<Remember />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.setup().click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
  });

  it('marks an error', () => {
    renderUi(<Checkbox label="I agree" error="Please accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });
});

describe('Select', () => {
  it('is a labelled native select', async () => {
    renderUi(
      <Select
        label="Language"
        placeholder="Choose…"
        options={[
          { value: 'zh-CN', label: '简体中文' },
          { value: 'en', label: 'English' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.setup().selectOptions(select, 'en');
    expect(select).toHaveValue('en');
  });
});
