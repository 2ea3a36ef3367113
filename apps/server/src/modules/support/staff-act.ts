import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { StaffIdentity } from '@forkpoint/shared/contracts/support';
import type { DB } from '../../db/schema';
import type { StaffActionEntry } from './audit-log';

/**
 * A staff member's action as a service sees it: who acts, for which program, when, and how the audit log
 * records it (bound to the request's address and id by staff-act-http.ts). Plain values, so a service can be
 * called from a route, a job or a test alike.
 */
export interface StaffAct {
  staff: StaffIdentity;
  partner: Partner;
  now: Date;
  record: (entry: StaffActionEntry, db: Kysely<DB>) => Promise<void>;
}
