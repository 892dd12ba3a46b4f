// Renders UI under the real providers (theme, i18n in English, query client, toasts) and a router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PortalProviders } from '../PortalProviders';

export function renderUi(ui: ReactElement) {
  return render(
    <MemoryRouter>
      <PortalProviders>{ui}</PortalProviders>
    </MemoryRouter>,
  );
}
