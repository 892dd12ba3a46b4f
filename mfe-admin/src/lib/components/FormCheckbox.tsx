// A Checkbox bound to a react-hook-form boolean field (the kit's Checkbox reports `checked`, not an
// input event, so `register` cannot drive it).
import type { ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@portal/shared';

export function FormCheckbox<Values extends FieldValues, Output extends FieldValues>({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  label: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <Checkbox
      label={label}
      hint={hint}
      checked={Boolean(form.watch(name))}
      onCheckedChange={(checked) =>
        form.setValue(name, checked as PathValue<Values, Path<Values>>, { shouldDirty: true })
      }
    />
  );
}
