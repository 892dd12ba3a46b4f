// `api`: one typed function per operation of the contract, generated from the operation objects,
// so a new operation in the contract is a new client function with no client code.
import type { $ZodObject, $ZodType } from 'zod/v4/core';
import {
  operations,
  type OperationBody,
  type OperationDef,
  type OperationParams,
  type OperationQuery,
  type OperationResponse,
  type Operations,
} from '@portal/shared/contract';
import { callOperation, type CallOptions, type OperationArgs } from './request';

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

/** `api.authLogin`, `api.getCaptchaKey`, …: one function per contract operation, keyed by its id. */
export type Api = { readonly [Id in keyof Operations]: ApiFunction<Operations[Id]> };

function buildApi(): Api {
  const functions: Record<string, (args?: OperationArgs) => Promise<unknown>> = {};
  for (const op of Object.values<OperationDef>(operations)) {
    functions[op.id] = (args?: OperationArgs) => callOperation(op, args);
  }
  return Object.freeze(functions) as unknown as Api;
}

export const api: Api = buildApi();
