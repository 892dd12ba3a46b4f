// The node editor's fields as typed and how they become the contract's body (nodeCreateBody): numbers
// from text, the protocol's settings from the fields its type uses, empty ones left out.
import * as z from 'zod/mini';
import {
  nodeCreateBody,
  nodeProtocol,
  nodeSettingsInput,
  type NodeProtocolName,
  type NodeSettingsInput,
  type StaffNode,
} from '@portal/shared/contract';
import { formSchema, optionalText, optionalWholeNumberText, wholeNumberText } from '../../lib/form-fields';

/** One of a setting's choices, or empty for "not set". */
function optionalChoice<T extends Readonly<Record<string, string>>>(choices: z.ZodMiniEnum<T>) {
  return z.pipe(
    z.union([z.literal(''), choices]),
    z.transform((value) => (value === '' ? undefined : (value as T[keyof T]))),
  );
}

/** The settings' own schemas (their choices as the contract lists them). */
const settings = nodeSettingsInput.shape;

/** Which settings each protocol uses (what its clients and the node software read). */
export const SETTINGS_BY_TYPE: Record<NodeProtocolName, readonly (keyof NodeSettingsInput)[]> = {
  shadowsocks: ['method', 'portPerUser'],
  vmess: ['transport', 'security', 'sni', 'host', 'path', 'serviceName', 'alterId'],
  vless: [
    'transport',
    'security',
    'flow',
    'sni',
    'host',
    'path',
    'serviceName',
    'realityPublicKey',
    'realityShortId',
    'realityPrivateKey',
    'realityDest',
    'fingerprint',
  ],
  trojan: ['transport', 'security', 'sni', 'host', 'path', 'serviceName'],
  hysteria2: ['sni', 'obfs', 'obfsPassword', 'insecure'],
};

export const nodeForm = formSchema(
  z.pipe(
    z.object({
      name: z.string(),
      type: nodeProtocol,
      server: z.string(),
      port: optionalWholeNumberText(),
      node_class: wholeNumberText(),
      traffic_rate: z.string(),
      location: optionalText(),
      country_code: optionalText(),
      speed_limit_mbps: optionalWholeNumberText(),
      bandwidth: optionalText(),
      is_premium: z.boolean(),
      is_enabled: z.boolean(),
      settings: z.object({
        transport: optionalChoice(settings.transport.def.innerType),
        security: optionalChoice(settings.security.def.innerType),
        flow: optionalChoice(settings.flow.def.innerType),
        method: optionalChoice(settings.method.def.innerType),
        obfs: optionalChoice(settings.obfs.def.innerType),
        sni: optionalText(),
        host: optionalText(),
        path: optionalText(),
        serviceName: optionalText(),
        alterId: optionalWholeNumberText(),
        realityPublicKey: optionalText(),
        realityShortId: optionalText(),
        realityPrivateKey: optionalText(),
        realityDest: optionalText(),
        fingerprint: optionalText(),
        obfsPassword: optionalText(),
        portPerUser: z.boolean(),
        insecure: z.boolean(),
      }),
    }),
    z.transform(({ port, speed_limit_mbps, settings, ...node }) => {
      const used = SETTINGS_BY_TYPE[node.type];
      const kept = Object.fromEntries(
        Object.entries(settings).filter(
          ([key, value]) => used.includes(key as keyof NodeSettingsInput) && value !== undefined && value !== null,
        ),
      ) as NodeSettingsInput;
      return {
        ...node,
        ...(port === null ? {} : { port }),
        ...(speed_limit_mbps === null ? {} : { speed_limit_mbps }),
        settings: kept,
      };
    }),
  ),
  nodeCreateBody,
);

export type NodeFormValues = z.input<typeof nodeForm>;

const setting = (node: StaffNode | undefined, key: string): string => {
  const value = node?.settings[key];
  return value === undefined || typeof value === 'boolean' ? '' : String(value);
};

/** The form for a new node, or as `node` is now. */
export function nodeFormValues(node?: StaffNode): NodeFormValues {
  return {
    name: node?.name ?? '',
    type: node?.type ?? 'shadowsocks',
    server: node?.server ?? '',
    port: node ? String(node.port) : '',
    node_class: node ? String(node.node_class) : '1',
    traffic_rate: node?.traffic_rate ?? '1',
    location: node?.location ?? '',
    country_code: node?.country_code ?? '',
    speed_limit_mbps: node?.speed_limit_mbps ? String(node.speed_limit_mbps) : '',
    bandwidth: node?.bandwidth ?? '',
    is_premium: node?.is_premium ?? false,
    is_enabled: node?.is_enabled ?? true,
    settings: {
      transport: setting(node, 'transport') as NodeFormValues['settings']['transport'],
      security: setting(node, 'security') as NodeFormValues['settings']['security'],
      flow: setting(node, 'flow') as NodeFormValues['settings']['flow'],
      method: (setting(node, 'method') || (node ? '' : 'aes-256-gcm')) as NodeFormValues['settings']['method'],
      obfs: setting(node, 'obfs') as NodeFormValues['settings']['obfs'],
      sni: setting(node, 'sni'),
      host: setting(node, 'host'),
      path: setting(node, 'path'),
      serviceName: setting(node, 'serviceName'),
      alterId: setting(node, 'alterId'),
      realityPublicKey: setting(node, 'realityPublicKey'),
      realityShortId: setting(node, 'realityShortId'),
      realityPrivateKey: setting(node, 'realityPrivateKey'),
      realityDest: setting(node, 'realityDest'),
      fingerprint: setting(node, 'fingerprint'),
      obfsPassword: setting(node, 'obfsPassword'),
      portPerUser: node ? node.settings.portPerUser === true : true,
      insecure: node?.settings.insecure === true,
    },
  };
}
