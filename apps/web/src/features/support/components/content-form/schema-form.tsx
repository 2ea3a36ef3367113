import { useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { contentFieldMessage } from '@forkpoint/shared/contracts/support-content';
import { ApiRequestError } from '@/lib/api-client';
import { modelOf } from '../../lib/schema-form-model';
import { ObjectFields, SchemaField } from './schema-fields';
import './content-form.css';

/**
 * A form built from a zod schema (a content group's fields): validated on blur, then on change after
 * the first submit, like every form of the app (components/form/use-app-form.ts), with the schema's own
 * messages. `actions` draws the buttons with the form in hand (dirty state, submitting).
 */
export function SchemaForm({
  schema,
  defaultValues,
  label,
  onSubmit,
  actions,
}: {
  schema: z.ZodType;
  defaultValues: Record<string, unknown>;
  label: string;
  onSubmit: (values: Record<string, unknown>, form: UseFormReturn<FieldValues>) => Promise<void>;
  actions: (form: UseFormReturn<FieldValues>) => ReactNode;
}) {
  const model = useMemo(() => modelOf(schema), [schema]);
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>, {
      error: contentFieldMessage,
    }) as unknown as Resolver<FieldValues>,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues,
    shouldFocusError: true,
  });
  return (
    <FormProvider {...form}>
      <form
        className="content-form"
        aria-label={label}
        noValidate
        onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values, form))(event)}
      >
        {model.kind === 'object' ? (
          <ObjectFields model={model} path="" />
        ) : (
          <SchemaField model={model} path="" name="" label={label} />
        )}
        {actions(form)}
      </form>
    </FormProvider>
  );
}

/**
 * The server's field messages of a 400 (`fields.banner.title`) on the form's fields (`banner.title`), focusing
 * the first; answers whether any was placed.
 */
export function showServerFieldErrors(form: UseFormReturn<FieldValues>, error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let placed = false;
  for (const { field, message } of error.body?.fields ?? []) {
    if (!field.startsWith('fields.')) continue;
    form.setError(field.slice('fields.'.length), { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
