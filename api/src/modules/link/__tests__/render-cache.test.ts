// The render cache answers what the render would, and forgets the least recently used entry.
import type { ProxyNode } from '../proxies';
import { memoizeRender } from '../render-cache';

const proxy = (name: string, password = 'p'): ProxyNode => ({
  name,
  protocol: 'trojan',
  host: 'h.example.net',
  port: 443,
  settings: {},
  uuid: 'u',
  password,
});

describe('memoizeRender', () => {
  it('renders each distinct input once and answers the same output for it', () => {
    const render = jest.fn((proxies: ProxyNode[]) => proxies.map((p) => `${p.name}:${p.password}`).join(','));
    const cached = memoizeRender(render);
    expect(cached([proxy('a')])).toBe('a:p');
    expect(cached([proxy('a')])).toBe('a:p');
    expect(render).toHaveBeenCalledTimes(1);
    // A new password (reset) is a different input, so a different profile.
    expect(cached([proxy('a', 'new')])).toBe('a:new');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `capacity` entries, dropping the least recently used', () => {
    const render = jest.fn((proxies: ProxyNode[]) => proxies[0]!.name);
    const cached = memoizeRender(render, 2);
    cached([proxy('a')]);
    cached([proxy('b')]);
    cached([proxy('a')]); // a is now the most recent
    cached([proxy('c')]); // evicts b
    expect(render).toHaveBeenCalledTimes(3);
    cached([proxy('a')]);
    expect(render).toHaveBeenCalledTimes(3);
    cached([proxy('b')]);
    expect(render).toHaveBeenCalledTimes(4);
  });
});
