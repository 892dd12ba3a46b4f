// @portal/shared/forms: react-hook-form wired to the contract's zod schemas. A federated singleton of
// its own, loaded only by the pages that use it.
export { useZodForm } from './use-zod-form';
