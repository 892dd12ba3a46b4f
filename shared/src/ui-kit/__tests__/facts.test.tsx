// The ui-kit's definition list: terms and values side by side, and stacked on phones when asked.
import { render, screen } from '@testing-library/react';
import { PortalProviders } from '@portal/shared';
import { Facts } from '@portal/shared/ui-kit';

/** Every CSS rule styled-components has written so far. */
const writtenCss = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n');
const stackedBelowSm = /@media \(max-width: ?599\.98px\)\s*\{[^}]*grid-template-columns: ?minmax\(0, ?1fr\)/;

describe('Facts', () => {
  it('is a definition list whose terms and values keep their roles', () => {
    render(
      <PortalProviders>
        <Facts>
          <dt>Plan</dt>
          <dd>Pro</dd>
        </Facts>
      </PortalProviders>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Plan');
    expect(screen.getByRole('definition')).toHaveTextContent('Pro');
  });

  it('stacks each value under its term below the sm breakpoint only when asked', () => {
    const { rerender } = render(
      <PortalProviders>
        <Facts>x</Facts>
      </PortalProviders>,
    );
    expect(writtenCss()).toContain('grid-template-columns');
    expect(writtenCss()).not.toMatch(stackedBelowSm);
    rerender(
      <PortalProviders>
        <Facts $stackOnPhones>x</Facts>
      </PortalProviders>,
    );
    expect(writtenCss()).toMatch(stackedBelowSm);
  });
});
