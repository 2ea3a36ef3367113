import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with a zod schema, validating as spec part 1 §5 says: "on blur first, then on change
 * after the first submit". Schemas state their messages (FIELD_MESSAGES); required fields with no
 * message of their own say "This field is required." (REQUIRED_MESSAGE).
 */
export function useAppForm<T extends FieldValues>(schema: z.ZodType<T, T>, defaultValues: DefaultValues<T>) {
  return useForm<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues,
    shouldFocusError: true,
  });
}
