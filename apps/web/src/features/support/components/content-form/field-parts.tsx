import { useFormContext, type FieldError as HookFieldError } from 'react-hook-form';
import type { FieldModel } from '../../lib/schema-form-model';

/**
 * Pieces the content form's fields and lists share (schema-fields.tsx draws a field and hands lists the field
 * renderer, so neither file imports the other).
 */

export interface SchemaFieldProps {
  model: FieldModel;
  path: string;
  /** The schema key the field has (its hint and whether copy gets a text area); list items pass the list's. */
  name: string;
  label: string;
}

export function errorAt(errors: unknown, path: string): string | undefined {
  let node = errors as Record<string, unknown> | undefined;
  for (const part of path.split('.')) node = node?.[part] as Record<string, unknown> | undefined;
  const error = node as (HookFieldError & { root?: HookFieldError }) | undefined;
  return error?.message ?? error?.root?.message;
}

export function Hint({ id, text }: { id?: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="form-field__hint">
      {text}
    </p>
  ) : null;
}

/** A message about a whole group or list (too few items, a rule across fields). */
export function GroupError({ path }: { path: string }) {
  const { formState } = useFormContext();
  const message = errorAt(formState.errors, path);
  return message ? <p className="form-field__error">{message}</p> : null;
}
