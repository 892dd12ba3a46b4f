// Whether a remote's build can run in the shell: same version line (semver's caret rule) of every library
// the shell shares, named with both versions when not.
import { describeIncompatibility, incompatibilities, versionLine } from '../compatibility';
import { remoteRegistry } from '../registry';

const shell = { react: '19.2.0', zustand: '5.1.0', '@portal/shared': '0.1.0' };

describe('version lines', () => {
  it('follows the caret rule: the major from 1.0.0, the minor below it, the patch below that', () => {
    expect(versionLine('19.2.0')).toBe('19');
    expect(versionLine('19.0.0-rc.1')).toBe('19');
    expect(versionLine('0.1.7')).toBe('0.1');
    expect(versionLine('0.0.3')).toBe('0.0.3');
    expect(versionLine('^19.0.0')).toBeNull();
    expect(versionLine('latest')).toBeNull();
  });
});

describe('incompatibilities', () => {
  it('finds none when every shared library is on the shell’s line', () => {
    expect(incompatibilities(shell, { ...shell, react: '19.3.1', '@portal/shared': '0.1.9', extra: '1.0.0' })).toEqual(
      [],
    );
  });

  it('names each library on another line, or missing from the build, with both versions', () => {
    const found = incompatibilities(shell, { react: '18.3.1', '@portal/shared': '0.2.0' });
    expect(found).toEqual([
      { package: 'react', remote: '18.3.1', shell: '19.2.0' },
      { package: 'zustand', remote: null, shell: '5.1.0' },
      { package: '@portal/shared', remote: '0.2.0', shell: '0.1.0' },
    ]);
    expect(found.map(describeIncompatibility)).toEqual([
      'react: built with 18.3.1, the live shell runs 19.2.0',
      'zustand: the build does not say which version it was built with; the live shell runs 5.1.0',
      '@portal/shared: built with 0.2.0, the live shell runs 0.1.0',
    ]);
    expect(incompatibilities(shell, undefined)).toHaveLength(3);
  });
});

describe('/remotes.json', () => {
  it('accepts entries with or without what their build recorded, and a preview flag', () => {
    const parsed = remoteRegistry.safeParse({
      mfe_auth: { version: '0.1.0-aaaaaaaa', entry: '/remotes/mfe_auth/0.1.0-aaaaaaaa/remoteEntry.js' },
      mfe_tickets: {
        version: '0.1.0-bbbbbbbb',
        entry: 'https://cdn.example.com/x.js',
        built_with: shell,
        preview: true,
      },
    });
    expect(parsed.success).toBe(true);
    expect(remoteRegistry.safeParse({ mfe_auth: { version: '0.1.0', entry: '' } }).success).toBe(false);
  });
});
