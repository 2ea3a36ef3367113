import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { memberSchema, type Member, type ProfileUpdateRequest } from '@forkpoint/shared/contracts/members';
import { api } from '@/lib/api-client';

/**
 * PUT /api/Member: the profile form's values; answers the updated member. A 400 carries the per-field
 * messages in `fields` (spec part 2 §7 "Profile update errors may return a list of field and message
 * entries"); a 401 sends the member to /login and back.
 */
export function updateProfile(body: ProfileUpdateRequest): Promise<Member> {
  return api.put(MEMBER_PATHS.member, { body, schema: memberSchema, auth: true });
}
