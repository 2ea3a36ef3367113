import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { validationResultSchema } from '@forkpoint/shared/contracts/members';
import { api } from '@/lib/api-client';

/**
 * GET /api/Members/Validate/Zip?zip (spec part 2 §7): whether the ZIP is a U.S. one. A redirect counts as OK
 * (fetch follows it); any other non-OK answer rejects.
 */
export async function isUsZip(zip: string, signal?: AbortSignal): Promise<boolean> {
  const { isValid } = await api.get(MEMBER_PATHS.validateZip, {
    query: { zip },
    schema: validationResultSchema,
    signal,
  });
  return isValid;
}
