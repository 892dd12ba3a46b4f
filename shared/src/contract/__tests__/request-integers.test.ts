// Every number a request may carry (path, query, body) has bounds the database can hold: an id past
// 2^31 - 1 in any request is a 400 from validation, not a query that fails (a 500). Read from the schemas
// themselves, so a new operation with an unbounded integer fails here; a field that really holds more
// (bytes of traffic, a Telegram id: bigint columns) is listed below with its bound.
import { bodyId, MAX_ROW_ID, numericId, operationList, type OperationDef } from '../index';
import { remoteRegistryOperations } from '../remote-registry';

/** `<operation> <where>` → the largest value that field may hold (its column is a bigint). */
const WIDER_THAN_A_ROW_ID: Record<string, number> = {
  'nodeUsersTraffic body.data[].u': 2 ** 40,
  'nodeUsersTraffic body.data[].d': 2 ** 40,
  'nodeNodeInfoReport body.uptime': 1e12,
  'casinoFunction query.sql_table_telegram_id': Number.MAX_SAFE_INTEGER,
  'casinoFunction query.sql_table_add_transfer_enable': 2 ** 50,
};

interface NumberField {
  where: string;
  min: number;
  max: number;
}

interface SchemaInternals {
  _zod: { def: Record<string, unknown> & { type: string; checks?: SchemaInternals[] } };
}

/** The bounds of a number schema, from its checks (zod/mini keeps them there). */
function bounds(schema: SchemaInternals): { min: number; max: number } {
  let min = -Infinity;
  let max = Infinity;
  // A format schema (z.int32()) is its own check.
  for (const check of [schema, ...(schema._zod.def.checks ?? [])]) {
    const def = check._zod.def;
    if (def.check === 'less_than') max = Math.min(max, Number(def.value));
    if (def.check === 'greater_than') min = Math.max(min, Number(def.value));
    if (def.check === 'number_format' && def.format === 'int32') {
      min = Math.max(min, -MAX_ROW_ID - 1);
      max = Math.min(max, MAX_ROW_ID);
    }
  }
  return { min, max };
}

/** Every number schema inside `schema`, with where it is. */
function numberFields(schema: unknown, where: string, found: NumberField[] = []): NumberField[] {
  const def = (schema as SchemaInternals | undefined)?._zod?.def;
  if (!def) return found;
  const inner = (key: string, at = where) => numberFields(def[key], at, found);
  switch (def.type) {
    case 'number':
      found.push({ where, ...bounds(schema as SchemaInternals) });
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        numberFields(value, `${where}.${key}`, found);
      break;
    case 'array':
      inner('element', `${where}[]`);
      break;
    case 'record':
      inner('valueType', `${where}{}`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) numberFields(option, where, found);
      break;
    case 'pipe':
      inner('in');
      inner('out');
      break;
    case 'intersection':
      inner('left');
      inner('right');
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      inner('innerType');
      break;
    case 'bigint':
      found.push({ where, min: -Infinity, max: Infinity });
      break;
  }
  return found;
}

function requestNumbers(op: OperationDef): NumberField[] {
  return [
    ...numberFields(op.params, 'params'),
    ...numberFields(op.query, 'query'),
    ...numberFields(op.body, 'body'),
  ].map((field) => ({ ...field, where: `${op.id} ${field.where}` }));
}

const everyOperation = [...operationList, ...Object.values(remoteRegistryOperations)] as OperationDef[];

describe('integers in requests', () => {
  it('finds the numbers of a request (the walk itself works)', () => {
    const announcements = everyOperation.find((op) => op.id === 'userAnnouncementsMarkRead')!;
    expect(requestNumbers(announcements)).toEqual([
      { where: 'userAnnouncementsMarkRead body.announcement_ids[]', min: 0, max: MAX_ROW_ID },
    ]);
    expect(bounds(numericId as unknown as SchemaInternals).max).toBe(MAX_ROW_ID);
    expect(bounds(bodyId as unknown as SchemaInternals).max).toBe(MAX_ROW_ID);
  });

  it.each(everyOperation.map((op) => [op.id, op] as const))('%s bounds every number it takes', (_id, op) => {
    for (const field of requestNumbers(op)) {
      const widest = WIDER_THAN_A_ROW_ID[field.where] ?? MAX_ROW_ID;
      expect({ field: field.where, withinBounds: field.max <= widest && field.min >= -widest - 1 }).toEqual({
        field: field.where,
        withinBounds: true,
      });
    }
  });

  it('knows no field wider than a row id that the contract no longer has', () => {
    const present = new Set(everyOperation.flatMap((op) => requestNumbers(op).map((field) => field.where)));
    expect(Object.keys(WIDER_THAN_A_ROW_ID).filter((where) => !present.has(where))).toEqual([]);
  });

  it('refuses 2^31 as an id in a path, a query and a body', () => {
    expect(numericId.safeParse('2147483648').success).toBe(false);
    expect(numericId.safeParse('2147483647').success).toBe(true);
    expect(bodyId.safeParse(2147483648).success).toBe(false);
    expect(bodyId.safeParse(0).success).toBe(false);
  });
});
