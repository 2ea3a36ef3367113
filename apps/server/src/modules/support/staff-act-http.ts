import type { FastifyRequest } from 'fastify';
import { actionSourceOf } from './audit-log-http';
import { recordAction } from './audit-log';
import type { StaffAct } from './staff-act';
import { staffOf } from './staff-guard';

/** The signed-in staff member's act on this request (staff-act.ts). */
export function staffActOf(request: FastifyRequest): StaffAct {
  const source = actionSourceOf(request);
  return {
    staff: staffOf(request),
    partner: request.partner,
    now: source.at,
    record: (entry, db) => recordAction(db, source, entry),
  };
}
