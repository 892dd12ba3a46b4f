// `api`: one typed function per operation of the contract, keyed by the operation's id, so a new
// operation in the contract is a new client function with no client code.
//
// The functions are made on first use and load the HTTP transport (axios, the contract's schemas,
// ~30 KB gzip, `@portal/shared/http`) with the first call: every call is asynchronous anyway, and a
// page that has not called the API yet, such as the sign-in form before it is touched, loads none
// of it (docs/adr/0003).
import type { $ZodObject, $ZodType } from 'zod/v4/core';
import type {
  OperationBody,
  OperationDef,
  OperationParams,
  OperationQuery,
  OperationResponse,
  Operations,
} from '@portal/shared/contract';
import type { AdminOperations } from '@portal/shared/contract/admin';
import type { remoteRegistryOperations } from '@portal/shared/contract/remote-registry';
import type * as TransportModule from '@portal/shared/http';
import type { CallOptions, OperationArgs } from './transport/request';
import { ApiError } from './errors';

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type ParamsArg<O extends OperationDef> = O['params'] extends $ZodObject
  ? { params: OperationParams<O> }
  : { params?: undefined };
type QueryArg<O extends OperationDef> = O['query'] extends $ZodObject
  ? [RequiredKeys<OperationQuery<O>>] extends [never]
    ? { query?: OperationQuery<O> }
    : { query: OperationQuery<O> }
  : { query?: undefined };
type BodyArg<O extends OperationDef> = O['body'] extends $ZodType
  ? O['bodyRequired'] extends true
    ? { body: OperationBody<O> }
    : { body?: OperationBody<O> }
  : { body?: undefined };

/** What `api[id]` accepts: path params, query and body as the operation declares them. */
export type ApiArgs<O extends OperationDef> = CallOptions & ParamsArg<O> & QueryArg<O> & BodyArg<O>;

/** One client function; its argument is optional when nothing in it is required. */
export type ApiFunction<O extends OperationDef> =
  object extends ApiArgs<O>
    ? (args?: ApiArgs<O>) => Promise<OperationResponse<O>>
    : (args: ApiArgs<O>) => Promise<OperationResponse<O>>;

/**
 * The operations `api` calls: the contract's, and those of the subpaths customers' browsers never load —
 * the operator console's and the remote registry's (the transport loads them with their first call).
 */
export type EveryOperation = Operations & AdminOperations & typeof remoteRegistryOperations;

/** `api.authLogin`, `api.getCaptchaKey`, `api.adminUsersList`, …: one function per operation, keyed by its id. */
export type Api = { readonly [Id in keyof EveryOperation]: ApiFunction<EveryOperation[Id]> };

type Transport = typeof TransportModule;

let transport: Promise<Transport> | null = null;

/** Loads the HTTP transport once; a failed load (e.g. a network blip) is retried by the next call. */
function loadApiTransport(): Promise<Transport> {
  transport ??= import('@portal/shared/http').catch((cause: unknown) => {
    transport = null;
    throw new ApiError({ kind: 'network', message: 'The API client could not be loaded', cause });
  });
  return transport;
}

type ApiCall = (args?: OperationArgs) => Promise<unknown>;

const calls = new Map<string, ApiCall>();

function callFor(id: string): ApiCall {
  let call = calls.get(id);
  if (!call) {
    call = async (args?: OperationArgs) => (await loadApiTransport()).callOperationById(id, args);
    calls.set(id, call);
  }
  return call;
}

/**
 * TypeScript admits only the contract's operation ids; at run time an unknown id rejects with a
 * TypeError from the transport. Symbols and "then" stay undefined, so `api` is never mistaken for a
 * promise or an iterable by code that inspects it.
 */
export const api: Api = new Proxy({} as Api, {
  get: (_target, key) => (typeof key === 'string' && key !== 'then' ? callFor(key) : undefined),
});
