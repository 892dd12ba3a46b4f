/**
 * @jest-environment node
 */
// How the CLIs find the portal and say who is calling (portal-client.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../portal-client';
import { resolveRemote } from '../print';

describe('connect', () => {
  it('takes the URL, the release key and the operator from the environment', () => {
    const portal = connect(
      {},
      { PORTAL_URL: 'https://portal.example.com/', RELEASE_API_KEY: 'k'.repeat(40), PORTAL_OPERATOR: '张伟' },
    );
    expect(portal).toEqual({
      url: 'https://portal.example.com',
      operator: '张伟',
      credential: 'the release key',
      headers: { authorization: `Bearer ${'k'.repeat(40)}`, 'x-portal-operator': encodeURIComponent('张伟') },
    });
  });

  it('finds the key in the data folder of a portal on this machine, else takes an administrator’s token', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-key-'));
    fs.writeFileSync(path.join(dataDir, 'release-api-key'), 'from-the-file\n');
    expect(connect({ operator: 'ops' }, { PORTAL_DATA_DIR: dataDir, PORT: '9000' })).toMatchObject({
      url: 'http://localhost:9000',
      headers: { authorization: 'Bearer from-the-file' },
    });
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-key-'));
    expect(connect({}, { PORTAL_DATA_DIR: empty, PORTAL_ADMIN_TOKEN: 'jwt' })).toMatchObject({
      credential: 'an administrator’s token',
      headers: { authorization: 'Bearer jwt' },
    });
    expect(() => connect({}, { PORTAL_DATA_DIR: empty })).toThrow(/No credential for the portal/);
  });

  it('knows a remote by its folder or its federation name', () => {
    expect(resolveRemote('mfe-tickets')).toBe('mfe_tickets');
    expect(resolveRemote('mfe_account')).toBe('mfe_account');
    expect(resolveRemote('shell')).toBeNull();
  });
});
