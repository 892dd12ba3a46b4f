// The gate's rules on their own (gate-rules.ts): what a version must expose, the shared libraries'
// major versions, the verdict, and when a publish or rollback is refused.
import type { GateCheck } from '@portal/shared/contract/remote-registry';
import { SHELL_BUILT_WITH } from '../../../test-support/remote-fixtures';
import {
  assertReleaseToolChecks,
  exposesCheck,
  gateVerdict,
  mergeChecks,
  publishRefusal,
  sharedCheck,
  type PublishCandidate,
} from '../gate-rules';

const pass = (id: GateCheck['id']): GateCheck => ({ id, ok: true, summary: 'ok', details: [] });
const fail = (id: GateCheck['id']): GateCheck => ({ id, ok: false, summary: 'broken', details: ['why'] });
const allPassed = (['exposes', 'shared', 'load', 'modules', 'smoke'] as const).map(pass);

describe('exposes', () => {
  it('requires ./routes', () => {
    expect(exposesCheck(['./routes'], null)).toMatchObject({ ok: true });
    expect(exposesCheck(['./widgets'], null)).toMatchObject({ ok: false, summary: 'Does not expose ./routes' });
  });

  it('keeps ./widgets when the live version has it: other sections load it at run time', () => {
    expect(exposesCheck(['./routes'], ['./routes'])).toMatchObject({ ok: true });
    expect(exposesCheck(['./routes', './widgets'], ['./routes', './widgets'])).toMatchObject({ ok: true });
    expect(exposesCheck(['./routes'], ['./routes', './widgets'])).toMatchObject({
      ok: false,
      summary: 'Does not expose ./widgets',
    });
  });
});

describe('shared libraries', () => {
  it('passes a remote built with the same major versions (minor and patch may differ)', () => {
    const remote = { ...SHELL_BUILT_WITH, react: '19.3.1', 'react-dom': '19.3.1', '@tanstack/react-query': '5.200.0' };
    expect(sharedCheck(SHELL_BUILT_WITH, remote)).toMatchObject({ ok: true, details: [] });
  });

  it('refuses another major, naming the package and both versions', () => {
    const check = sharedCheck(SHELL_BUILT_WITH, { ...SHELL_BUILT_WITH, react: '18.3.1', 'react-router': '8.0.0' });
    expect(check).toEqual({
      id: 'shared',
      ok: false,
      summary: 'Built against another major version of react, react-router',
      details: [
        'react: built with 18.3.1, the live shell runs 19.2.0',
        'react-router: built with 8.0.0, the live shell runs 7.18.0',
      ],
    });
  });

  it('treats a 0.x minor as a major (semver caret): @portal/shared 0.2.0 does not run in a 0.1 shell', () => {
    expect(sharedCheck(SHELL_BUILT_WITH, { ...SHELL_BUILT_WITH, '@portal/shared': '0.1.7' }).ok).toBe(true);
    expect(sharedCheck(SHELL_BUILT_WITH, { ...SHELL_BUILT_WITH, '@portal/shared': '0.2.0' }).details).toEqual([
      '@portal/shared: built with 0.2.0, the live shell runs 0.1.0',
    ]);
  });

  it('refuses a build that does not say what it was built with, and any check while the shell does not', () => {
    const { zustand: _omitted, ...withoutZustand } = SHELL_BUILT_WITH;
    expect(sharedCheck(SHELL_BUILT_WITH, withoutZustand).details).toEqual([
      'zustand: the build does not say which version it was built with; the live shell runs 5.1.0',
    ]);
    expect(sharedCheck({}, SHELL_BUILT_WITH)).toMatchObject({
      ok: false,
      summary: 'The live shell does not say which library versions it runs',
    });
  });
});

describe('verdict', () => {
  it('passes only when every check ran and passed; any failure fails it; anything missing is pending', () => {
    expect(gateVerdict(allPassed)).toBe('passed');
    expect(gateVerdict([pass('exposes'), pass('shared')])).toBe('pending');
    expect(gateVerdict([pass('exposes'), fail('shared')])).toBe('failed');
    expect(gateVerdict([...allPassed.slice(0, 4), fail('smoke')])).toBe('failed');
  });

  it('merges a fresh report over the last one, in the order of the gate', () => {
    const merged = mergeChecks([fail('smoke'), pass('shared'), pass('exposes')], [pass('smoke'), pass('load')]);
    expect(merged.map((check) => `${check.id}:${check.ok}`)).toEqual([
      'exposes:true',
      'shared:true',
      'load:true',
      'smoke:true',
    ]);
  });

  it('takes from the release tool only the checks it runs', () => {
    expect(() => assertReleaseToolChecks([pass('load'), pass('modules'), pass('smoke')])).not.toThrow();
    expect(() => assertReleaseToolChecks([pass('smoke'), pass('shared')])).toThrow(
      'The server checks shared itself; report only load, modules, smoke',
    );
  });
});

describe('publish and rollback refusals', () => {
  const candidate = (over: Partial<PublishCandidate> = {}): PublishCandidate => ({
    remote: 'mfe_tickets',
    version: '0.1.0-bbbbbbbb',
    gateStatus: 'passed',
    gateChecks: allPassed,
    wasLive: false,
    builtWith: SHELL_BUILT_WITH,
    ...over,
  });
  const publish = { force: false, action: 'publish' } as const;

  it('lets a version that passed the gate, or was live before, be published', () => {
    expect(publishRefusal(candidate(), '0.1.0-aaaaaaaa', SHELL_BUILT_WITH, publish)).toBeNull();
    expect(
      publishRefusal(candidate({ gateStatus: 'not_run', wasLive: true }), null, SHELL_BUILT_WITH, publish),
    ).toBeNull();
  });

  it('refuses a version whose gate failed or has not finished, saying which checks failed', () => {
    const failed = publishRefusal(
      candidate({ gateStatus: 'failed', gateChecks: [pass('exposes'), fail('smoke')] }),
      null,
      SHELL_BUILT_WITH,
      publish,
    );
    expect(failed).toMatchObject({ statusCode: 409, code: 'gate_not_passed' });
    expect(failed?.message).toBe(
      'mfe_tickets 0.1.0-bbbbbbbb has not passed the gate: it failed smoke (broken). Fix it, or publish with --force',
    );
    expect(publishRefusal(candidate({ gateStatus: 'pending' }), null, SHELL_BUILT_WITH, publish)?.message).toContain(
      'it has not been through the whole gate yet',
    );
  });

  it('refuses a remote built against another major than the live shell, even one that was live before', () => {
    const refusal = publishRefusal(
      candidate({ wasLive: true, builtWith: { ...SHELL_BUILT_WITH, react: '18.3.1' } }),
      null,
      SHELL_BUILT_WITH,
      { force: false, action: 'rollback' },
    );
    expect(refusal).toMatchObject({ statusCode: 409, code: 'incompatible_shared' });
    expect(refusal?.message).toContain('react: built with 18.3.1, the live shell runs 19.2.0');
  });

  it('lets --force through everything but publishing what is already live', () => {
    const broken = candidate({ gateStatus: 'failed', builtWith: { ...SHELL_BUILT_WITH, react: '18.3.1' } });
    expect(publishRefusal(broken, null, SHELL_BUILT_WITH, { force: true, action: 'publish' })).toBeNull();
    expect(
      publishRefusal(candidate(), '0.1.0-bbbbbbbb', SHELL_BUILT_WITH, { force: true, action: 'publish' }),
    ).toMatchObject({
      code: 'already_live',
    });
  });
});
