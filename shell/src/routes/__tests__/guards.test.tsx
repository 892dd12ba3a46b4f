// A session already in memory decides the guard in the first render: a page the server rendered hydrates as it
// is (docs/adr/0011), and moving between /user pages shows no spinner in between. Without one, nothing
// guarded renders before the check.
import { renderToString } from 'react-dom/server';
import { MemoryRouter, PortalProviders, useSession } from '@portal/shared';
import { signIn } from '@portal/shared/test/render-route';
import { SignedInOnly } from '../guards';

function firstRender(): string {
  return renderToString(
    <PortalProviders>
      <MemoryRouter initialEntries={['/user/dashboard']}>
        <SignedInOnly>
          <p>The customer&apos;s page</p>
        </SignedInOnly>
      </MemoryRouter>
    </PortalProviders>,
  );
}

afterEach(() => {
  useSession.setState({ accessToken: null, accessPayload: null });
});

test('a signed-in session in memory: the page renders at once', () => {
  signIn();
  expect(firstRender()).toContain('page</p>');
});

test('no session in memory: a spinner until the check has answered', () => {
  expect(firstRender()).not.toContain('page</p>');
  expect(firstRender()).toContain('role="status"');
});
