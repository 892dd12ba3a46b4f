import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextAreaField } from '../components/TextAreaField';
import { renderUi } from './render';

describe('TextAreaField', () => {
  it('is a labelled text box described by its counter and hint', () => {
    renderUi(<TextAreaField label="Message" hint="Markdown works" counter="0 / 100 characters" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).toHaveAccessibleDescription('0 / 100 characters Markdown works');
    // Not a live region: it would speak on every key.
    expect(screen.getByText('0 / 100 characters')).not.toHaveAttribute('aria-live');
  });

  it('shows an error with aria-invalid, keeping the caller’s own aria-describedby', () => {
    renderUi(
      <>
        <p id="extra">Be kind</p>
        <TextAreaField label="Message" error="Too long" counter="101 / 100" overLimit aria-describedby="extra" />
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('101 / 100 Be kind Too long');
    expect(screen.getByText('Too long')).toBeVisible();
  });

  it('has no description without hint, counter or error, forwards its ref and takes typing', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = jest.fn();
    renderUi(<TextAreaField ref={ref} label="Reply" rows={4} onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Reply' });
    expect(area).not.toHaveAttribute('aria-describedby');
    expect(ref.current).toBe(area);
    expect(area).toHaveAttribute('rows', '4');
    await userEvent.setup().type(area, 'hi');
    expect(area).toHaveValue('hi');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
