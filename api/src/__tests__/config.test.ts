import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/repo');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has the documented defaults, paths relative to the repository root', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      dataDir: '/repo/.data',
      staticDir: '/repo/dist',
      accessTokenTtl: 1200,
      refreshTokenTtl: 86_400,
      refreshTokenRememberTtl: 2_592_000,
      siteName: '极速云',
      footerCopyright: '© 2020-2025 极速云',
      apiBase: '',
      liveChat: null,
      demoEmail: 'demo@example.com',
      demoOnPostgres: false,
      staffAccount: null,
      capDifficulty: 4,
      trustProxy: false,
    });
    expect(loadConfig({ PORT: '9000', TRUST_PROXY: '2' }, '/repo').publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ RATE_LIMIT_SCALE: '100' }, '/repo').rateLimitScale).toBe(100);
  });

  it('sets how often an open tab looks for a new version (VERSION_CHECK_SECONDS, 60 s to a day)', () => {
    expect(loadConfig({}, '/repo').versionCheckSeconds).toBe(300);
    expect(loadConfig({ VERSION_CHECK_SECONDS: '90' }, '/repo').versionCheckSeconds).toBe(90);
    expect(problems({ VERSION_CHECK_SECONDS: '10' })).toEqual(['VERSION_CHECK_SECONDS: must be between 60 and 86400']);
  });

  it('configures the node API: forbidden targets, job and integration keys, the demo fleet', () => {
    expect(loadConfig({}, '/repo')).toMatchObject({
      nodeForbiddenIp: '127.0.0.0/8,::1/128',
      nodeForbiddenPort: '',
      jobApiKey: undefined,
      jobsSchedule: true,
      embyApiKey: undefined,
      casinoApiKey: undefined,
      grafanaLokiUrl: undefined,
      demoFleet: true,
    });
    expect(
      loadConfig(
        {
          NODE_FORBIDDEN_IP: '10.0.0.0/8, 127.0.0.0/8',
          NODE_FORBIDDEN_PORT: '25, 465-587',
          PORTAL_JOBS_SCHEDULE: '0',
          PORTAL_DEMO_FLEET: '0',
          GRAFANA_LOKI_URL: 'http://loki:3100/',
        },
        '/repo',
      ),
    ).toMatchObject({
      nodeForbiddenIp: '10.0.0.0/8,127.0.0.0/8',
      nodeForbiddenPort: '25,465-587',
      jobsSchedule: false,
      demoFleet: false,
      grafanaLokiUrl: 'http://loki:3100',
    });
    expect(
      problems({
        NODE_FORBIDDEN_IP: 'localhost',
        NODE_FORBIDDEN_PORT: 'smtp',
        JOB_API_KEY: 'short',
        EMBY_API_KEY: 'x',
      }),
    ).toEqual([
      'NODE_FORBIDDEN_IP: must be comma-separated CIDRs such as 127.0.0.0/8,::1/128',
      'NODE_FORBIDDEN_PORT: must be comma-separated ports or ranges such as 25,465-587',
      'JOB_API_KEY: must have at least 16 characters',
      'EMBY_API_KEY: must have at least 16 characters',
    ]);
  });

  it('names each bad value on its own line', () => {
    expect(
      problems({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        CAP_DIFFICULTY: '20',
        SMTP_URL: 'http://mail',
        PORTAL_DEMO: 'yes',
      }),
    ).toEqual([
      'PORT: must be a port number (1-65535)',
      'DATABASE_URL: must start with postgres:// or postgresql://',
      'SMTP_URL: must look like smtp://user:pass@host:587 or smtps://user:pass@host:465',
      'PORTAL_DEMO: must be 1 or 0',
      'CAP_DIFFICULTY: must be between 1 and 8',
    ]);
    expect(problems({ RATE_LIMIT_SCALE: '0' })).toEqual(['RATE_LIMIT_SCALE: must be greater than 0']);
    expect(problems({ ACCESS_TOKEN_TTL_SECONDS: '1.5' })).toEqual([
      'ACCESS_TOKEN_TTL_SECONDS: must be a whole number of seconds',
    ]);
    expect(problems({ JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----' })).toEqual([
      'JWT_PRIVATE_KEY / JWT_PUBLIC_KEY: set both or neither',
    ]);
    expect(problems({ PORTAL_STAFF_EMAIL: 'staff@example.com' })).toEqual([
      'PORTAL_STAFF_PASSWORD: required when PORTAL_STAFF_EMAIL is set',
    ]);
    expect(problems({ PORTAL_STAFF_EMAIL: 'nope', PORTAL_STAFF_PASSWORD: 'short', PORTAL_STAFF_ROLE: 'root' })).toEqual(
      [
        'PORTAL_STAFF_EMAIL: must be an email address',
        'PORTAL_STAFF_PASSWORD: must have at least 8 characters',
        'PORTAL_STAFF_ROLE: must be low_admin or admin',
      ],
    );
  });

  it('makes the server exit 1 with one line per problem and no stack trace', () => {
    const apiDir = path.resolve(__dirname, '../..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', PORT: '70000', LOG_LEVEL: 'loud' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Configuration error: PORT: must be a port number (1-65535)',
      'Configuration error: LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
  });
});
