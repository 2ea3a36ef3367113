import { z } from 'zod';
import type { Member } from '@forkpoint/shared/contracts/members';
import { profileErrorsOf, type ProfileFormOptions, type ProfileFormValues } from './profile-form';
import { zipAnswerMessage, type ZipCheck } from './zip-check';

export const ZIP_FIELD = 'address.zipCode';

const text = z.string();

/**
 * The form's schema: the shapes, then the shared validation table (the server's own rules, so the form and
 * the server never disagree), then the ZIP lookup once the ZIP's format passes.
 */
export function profileFormSchema(
  member: Member,
  options: ProfileFormOptions,
  zipCheck: ZipCheck,
): z.ZodType<ProfileFormValues, ProfileFormValues> {
  return z
    .object({
      firstName: text,
      lastName: text,
      address: z.object({ address1: text, address2: text, city: text, state: text, zipCode: text }),
      phoneNumber: text,
      emailOptIn: z.boolean(),
      smsOptIn: z.boolean(),
    })
    .superRefine(async (values, ctx) => {
      const errors = profileErrorsOf(member, values, options);
      for (const { field, message } of errors) ctx.addIssue({ code: 'custom', path: field.split('.'), message });
      if (errors.some((error) => error.field === ZIP_FIELD)) return;
      const message = zipAnswerMessage(await zipCheck(values.address.zipCode.trim()));
      if (message) ctx.addIssue({ code: 'custom', path: ZIP_FIELD.split('.'), message });
    });
}
