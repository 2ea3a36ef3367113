import type { FastifyRequest } from 'fastify';
import type { StaffIdentity } from '@forkpoint/shared/contracts/support';
import { actionSourceOf } from './audit-log-http';
import { recordAction } from './audit-log';
import type { StaffAct } from './staff-act';
import { staffOf } from './staff-guard';

/** The signed-in staff member's act on this request (staff-act.ts). */
export function staffActOf(request: FastifyRequest): StaffAct {
  return staffActAs(request, staffOf(request));
}

/**
 * The act of a staff member this request names but has not signed in yet (the sign-in itself): recorded as theirs,
 * from the request's address and id.
 */
export function staffActAs(request: FastifyRequest, staff: StaffIdentity): StaffAct {
  const source = { ...actionSourceOf(request), staff };
  return {
    staff,
    partner: request.partner,
    now: source.at,
    record: (entry, db) => recordAction(db, source, entry),
  };
}
