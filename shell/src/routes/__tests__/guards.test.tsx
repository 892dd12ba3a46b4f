// A session already in memory decides the guard in the first render: a page the server rendered hydrates as it
// is (docs/adr/0011), and moving between /user pages shows no spinner in between. Without one, nothing
// guarded renders before the check. A refresh that gets no answer keeps the session and shows the error.
import { Component, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, PortalProviders, Route, Routes, useSession } from '@portal/shared';
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

class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught {(this.state.error as { kind?: string }).kind}</p> : this.props.children;
  }
}

describe('a session whose refresh gets no answer (offline, the server away)', () => {
  const real = useSession.getState();
  afterEach(() => useSession.setState({ init: real.init, refresh: real.refresh, refreshToken: null }));

  it('is kept: the page reports the error (with its Retry), it does not send the customer to sign in', async () => {
    const refresh = jest.fn(async () => false);
    useSession.setState({ refreshToken: 'still.stored.token', init: async () => undefined, refresh });
    render(
      <PortalProviders>
        <Caught>
          <MemoryRouter initialEntries={['/user/dashboard']}>
            <Routes>
              <Route
                path="/user/dashboard"
                element={
                  <SignedInOnly>
                    <p>The customer&apos;s page</p>
                  </SignedInOnly>
                }
              />
              <Route path="/auth/sign-in" element={<p>sign-in page</p>} />
            </Routes>
          </MemoryRouter>
        </Caught>
      </PortalProviders>,
    );
    expect(await screen.findByText('caught network')).toBeInTheDocument();
    expect(screen.queryByText('sign-in page')).toBeNull();
    expect(refresh).toHaveBeenCalled();
  });
});
