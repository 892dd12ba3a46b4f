// A portal store's server snapshot is its current state: a page rendered on the server (renderToString reads
// the server snapshot) and its hydration show what the store holds now, not what it was created with.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createPortalStore } from '../portal-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const useGreeting = createPortalStore<{ name: string }>(() => ({ name: 'nobody' }));

function Greeting() {
  return <p>Hello {useGreeting((state) => state.name)}</p>;
}

test('renders on the server with the current state, and hydrates the same markup without a mismatch', async () => {
  useGreeting.setState({ name: 'Sam' });
  const html = renderToString(<Greeting />);
  expect(html).toContain('Sam');

  const container = document.createElement('div');
  container.innerHTML = html;
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Greeting />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.textContent).toBe('Hello Sam');

  await act(async () => useGreeting.setState({ name: 'Ann' }));
  expect(container.textContent).toBe('Hello Ann');
});
