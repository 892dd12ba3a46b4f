// The clients' own published schemas, compiled once per test file: Clash/Mihomo's (meta-json-schema,
// draft-07; installed in tools/client-schemas by `npm test` (shared/tooling/ensure-test-machine.mjs), because its preinstall
// insists on pnpm and would fail every npm install of the workspaces) and sing-box 1.12's
// (@black-duty/sing-box-schema, 2020-12). The sing-box schema still names its
// parts with draft-04 `id` keys, which Ajv 8 refuses; they carry no rule, so they are dropped (a property
// *called* id has a schema object as its value and stays).
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export interface SchemaCheck {
  (profile: unknown): boolean;
  /** The last check's errors in a line each (for a failing test's message). */
  errors(): string[];
}

function check(validate: ValidateFunction): SchemaCheck {
  const run = ((profile: unknown) => validate(profile)) as SchemaCheck;
  run.errors = () =>
    (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? ''}`);
  return run;
}

const CLASH_SCHEMA = path.resolve(
  __dirname,
  '../../../tools/client-schemas/node_modules/meta-json-schema/schemas/meta-json-schema.json',
);

export function clashSchema(): SchemaCheck {
  if (!fs.existsSync(CLASH_SCHEMA)) {
    throw new Error('The Clash schema is not installed: run `npm run setup:client-schemas` once');
  }
  const schema = JSON.parse(fs.readFileSync(CLASH_SCHEMA, 'utf8'));
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return check(ajv.compile(schema));
}

export function singboxSchema(): SchemaCheck {
  const text = fs.readFileSync(require.resolve('@black-duty/sing-box-schema/schema.json'), 'utf8');
  const schema = JSON.parse(text, (key, value: unknown) =>
    key === 'id' && typeof value === 'string' ? undefined : value,
  );
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return check(ajv.compile(schema));
}
