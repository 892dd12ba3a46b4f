import {
  CLIENT_APPS,
  absoluteUrl,
  clashImportUrl,
  hiddifyImportUrl,
  quantumultXImportUrl,
  shadowrocketImportUrl,
  singBoxImportUrl,
  stashImportUrl,
  utf8Base64,
  v2rayNImportUrl,
} from '../client-import';

const url = 'https://portal.example.com/link/tok_abc123?target=clash&x=1';
const name = '极速云 VPN';

describe('client import URLs', () => {
  it('Clash / Mihomo: clash://install-config with the URL and name percent-encoded', () => {
    expect(clashImportUrl(url, name)).toBe(
      'clash://install-config?url=https%3A%2F%2Fportal.example.com%2Flink%2Ftok_abc123%3Ftarget%3Dclash%26x%3D1&name=%E6%9E%81%E9%80%9F%E4%BA%91%20VPN',
    );
  });

  it('sing-box: import-remote-profile with the encoded URL and the name as fragment', () => {
    const built = new URL(singBoxImportUrl(url, name));
    expect(built.protocol).toBe('sing-box:');
    expect(singBoxImportUrl(url, name).startsWith('sing-box://import-remote-profile?url=')).toBe(true);
    expect(built.searchParams.get('url')).toBe(url);
    expect(decodeURIComponent(built.hash.slice(1))).toBe(name);
  });

  it('Shadowrocket: add/sub:// with the URL as base64 and the remark', () => {
    const built = shadowrocketImportUrl(url, name);
    const match = /^shadowrocket:\/\/add\/sub:\/\/([A-Za-z0-9+/=]+)\?remark=(.*)$/.exec(built);
    expect(match).not.toBeNull();
    expect(Buffer.from(match![1]!, 'base64').toString('utf8')).toBe(url);
    expect(decodeURIComponent(match![2]!)).toBe(name);
  });

  it('Stash: stash://install-config with the encoded URL', () => {
    expect(stashImportUrl(url)).toBe(`stash://install-config?url=${encodeURIComponent(url)}`);
  });

  it('Hiddify: hiddify://import/ followed by the URL as is and the name as fragment', () => {
    expect(hiddifyImportUrl(url, name)).toBe(`hiddify://import/${url}#${encodeURIComponent(name)}`);
  });

  it('v2rayN: v2rayn://install-sub with the encoded URL and name', () => {
    const built = new URL(v2rayNImportUrl(url, name));
    expect(v2rayNImportUrl(url, name).startsWith('v2rayn://install-sub?url=')).toBe(true);
    expect(built.searchParams.get('url')).toBe(url);
    expect(built.searchParams.get('name')).toBe(name);
  });

  it('Quantumult X: add-resource with an encoded JSON server_remote tagged with the name', () => {
    const built = quantumultXImportUrl(url, name);
    expect(built.startsWith('quantumult-x:///add-resource?remote-resource=')).toBe(true);
    const json = JSON.parse(decodeURIComponent(built.split('remote-resource=')[1]!)) as { server_remote: string[] };
    expect(json).toEqual({ server_remote: [`${url}, tag=${name}`] });
  });

  it('pairs every client with the subscription format it reads', () => {
    expect(Object.fromEntries(CLIENT_APPS.map((app) => [app.id, app.target]))).toEqual({
      surge: 'surge',
      quantumultx: 'quantumultx',
      clash: 'clash',
      singbox: 'singbox',
      shadowrocket: 'base64',
      stash: 'clash',
      hiddify: 'base64',
      v2rayn: 'base64',
    });
  });

  it('encodes UTF-8 as base64 and makes API paths absolute', () => {
    expect(utf8Base64('云')).toBe(Buffer.from('云').toString('base64'));
    expect(absoluteUrl('/link/a?target=clash', 'https://api.example.com/')).toBe(
      'https://api.example.com/link/a?target=clash',
    );
    expect(absoluteUrl('https://cdn.example.com/x', 'https://api.example.com/')).toBe('https://cdn.example.com/x');
  });
});
