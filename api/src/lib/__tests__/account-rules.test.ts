// The pure pieces of account security: TOTP steps, recovery codes, the User-Agent in words, the
// offline country lookup.
import { currentTotp, newTotpSecret, totpStep } from '../totp';
import { hashRecoveryCode, isRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from '../recovery-codes';
import { deviceFamily, describeUserAgent } from '../user-agent';
import { countryOf } from '../geo';

describe('TOTP steps', () => {
  const secret = newTotpSecret();
  const at = 1_700_000_015_000; // the middle of a step
  const step = Math.floor(at / 30_000);

  it('answers the step of a code valid now or one step either side', () => {
    expect(totpStep(secret, currentTotp(secret, at), at)).toBe(step);
    expect(totpStep(secret, currentTotp(secret, at - 30_000), at)).toBe(step - 1);
    expect(totpStep(secret, currentTotp(secret, at + 30_000), at)).toBe(step + 1);
    expect(totpStep(secret, currentTotp(secret, at + 60_000), at)).toBeNull();
    expect(totpStep(secret, currentTotp(secret, at - 60_000), at)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('makes 10 distinct codes of 10 characters without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('ignores case, hyphens and spaces when a code is typed back', () => {
    expect(normalizeRecoveryCode(' AbCde-fGh2k ')).toBe('abcdefgh2k');
    expect(hashRecoveryCode('abcde-fgh2k')).toBe(hashRecoveryCode('ABCDE FGH2K'));
    expect(hashRecoveryCode('abcde-fgh2k')).not.toBe(hashRecoveryCode('abcde-fgh2m'));
  });

  it('tells a recovery code from a 6-digit code', () => {
    expect(isRecoveryCode('123456')).toBe(false);
    expect(isRecoveryCode('abcde-fgh2k')).toBe(true);
  });
});

describe('User-Agent in words', () => {
  it('names the browser, system and device, or nothing', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'macOS Catalina', device_type: 'desktop' });
    expect(describeUserAgent(undefined)).toEqual({ browser: null, os: null, device_type: null });
  });

  it('treats a browser update as the same device', () => {
    const v130 =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    const v131 = v130.replace('Chrome/130', 'Chrome/131');
    expect(deviceFamily(v130)).toBe(deviceFamily(v131));
    expect(deviceFamily(v130)).not.toBe(deviceFamily(v130.replace('Windows NT 10.0; Win64; x64', 'X11; Linux x86_64')));
  });
});

describe('country of an IP, offline', () => {
  it('answers ISO codes for public IPv4, null for private, reserved and IPv6', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('114.114.114.114')).toBe('CN');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.1.1', '172.16.0.1', '::1', '2001:db8::1', 'garbage']) {
      expect(countryOf(ip)).toBeNull();
    }
  });
});
