// Which format a fetch gets: target, then legacy keys, then the User-Agent.
import { subscriptionLinkQuery } from '@portal/shared/contract';
import { protocolsForSub, selectFormat } from '../select-format';

const choose = (query: Record<string, string>, userAgent = '') =>
  selectFormat(subscriptionLinkQuery.parse(query), userAgent);

describe('selectFormat', () => {
  it('lets target win over everything', () => {
    expect(choose({ target: 'base64', clash: '1' }, 'clash-verge')).toEqual({ format: 'base64' });
    expect(choose({ target: 'singbox' }, 'mihomo')).toEqual({ format: 'singbox' });
  });

  it('reads the reference keys', () => {
    expect(choose({ clash: '1' })).toEqual({ format: 'clash' });
    expect(choose({ clash: 'false' }, 'sing-box')).toEqual({ format: 'singbox' });
    expect(choose({ list: 'clash_provider' })).toEqual({ format: 'clash' });
    expect(choose({ list: 'ssr' })).toEqual({ format: 'base64', protocols: ['shadowsocks'] });
    expect(choose({ list: 'v2rayn' })).toEqual({ format: 'base64', protocols: ['vmess', 'vless'] });
    expect(choose({ list: 'shadowrocket' })).toEqual({ format: 'base64' });
    expect(choose({ sub: '3' }, 'clash')).toEqual({ format: 'base64', protocols: ['vmess', 'vless'] });
  });

  it('gives the legacy Surge and Quantumult keys the native profiles; Shadowrocket and SSD keep share links', () => {
    expect(choose({ surge: '4' }, 'mihomo')).toEqual({ format: 'surge' });
    expect(choose({ quantumultx: '1' }, 'mihomo')).toEqual({ format: 'quantumultx' });
    expect(choose({ quantumult: '3' })).toEqual({ format: 'quantumultx' });
    expect(choose({ list: 'surge' })).toEqual({ format: 'surge' });
    expect(choose({ list: 'surfboard' })).toEqual({ format: 'surge' });
    expect(choose({ list: 'quantumult_sub' })).toEqual({ format: 'quantumultx' });
    expect(choose({ ssd: '1' })).toEqual({ format: 'base64' });
    expect(choose({ target: 'surge' }, 'Shadowrocket/2070')).toEqual({ format: 'surge' });
    expect(choose({ target: 'quantumultx' })).toEqual({ format: 'quantumultx' });
  });

  it('maps SSPanel sub numbers to protocols', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(protocolsForSub)).toEqual([
      ['shadowsocks'],
      ['shadowsocks'],
      ['vmess', 'vless'],
      ['vmess', 'vless', 'shadowsocks'],
      ['vmess', 'vless', 'shadowsocks'],
      ['trojan'],
      undefined,
      undefined,
    ]);
  });

  it('falls back to the User-Agent, then base64', () => {
    expect(choose({}, 'Stash/2.7')).toEqual({ format: 'clash' });
    expect(choose({}, 'HiddifyNext/2 ClashMeta')).toEqual({ format: 'singbox' });
    expect(choose({}, 'Shadowrocket/2070')).toEqual({ format: 'base64' });
    expect(choose({}, 'Surge iOS/2985')).toEqual({ format: 'surge' });
    expect(choose({}, 'Surge/1878 CFNetwork/1410.0.3 Darwin/22.6.0')).toEqual({ format: 'surge' });
    expect(choose({}, 'Surge Mac/2408')).toEqual({ format: 'surge' });
    expect(choose({}, 'Quantumult%20X/1.4.1 (iPhone14,2; iOS 17.0)')).toEqual({ format: 'quantumultx' });
    expect(choose({}, 'Happ/1.6.2')).toEqual({ format: 'base64' });
    expect(choose({}, 'Surfboard/2.24 Dalvik')).toEqual({ format: 'base64' });
  });
});
