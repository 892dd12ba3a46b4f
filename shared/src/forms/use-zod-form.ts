// react-hook-form validated by a contract zod schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * useForm validated by `schema` (e.g. the contract's loginBody). Any zod 4 schema: the contract's
 * zod/mini ones or a classic one — @hookform/resolvers 5 recognises both by their core (`_zod`)
 * and parses with the schema's own `parse`, which both kinds have.
 */
export function useZodForm<Schema extends $ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<input<Schema>, unknown, output<Schema>>, 'resolver'> = {},
): UseFormReturn<input<Schema>, unknown, output<Schema>> {
  return useForm<input<Schema>, unknown, output<Schema>>({
    mode: 'onTouched',
    ...options,
    // The resolver's generics cannot follow an abstract Schema; its runtime contract is exactly this.
    resolver: zodResolver(schema) as unknown as Resolver<input<Schema>, unknown, output<Schema>>,
  });
}
