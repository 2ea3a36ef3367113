import type { Kysely } from 'kysely';
import {
  MEMBER_FILE_MESSAGES,
  type MemberFileLine,
  type MemberFileReport,
  type MemberLineOutcome,
} from '@forkpoint/shared/contracts/member-file';
import type { DB } from '../../db/schema';
import { endMemberSessions } from '../auth/session-store';
import type { ReadMemberLine } from './read-member-file';
import { chunkHolders, deleteKnownVisitor, type ChunkHolders } from './member-file-repository';
import { insertMember, updateMember, type MemberPatch, type MemberRow } from './repository';

/** Lines read and applied together: one query per key kind per chunk instead of one per line. */
const CHUNK = 500;

const CLOSED = { member_type: 'ClosedAccountMember', active: false } as const;

type Outcome = { outcome: MemberLineOutcome; reason?: string };

/**
 * Applies a read member file to one program (docs/member-file.md "What a line does"), in one transaction: a file
 * is applied whole or not at all, and sending it again changes nothing (each line is an upsert by public id).
 * Nothing is sent to anyone: invitations are the activation campaign's. The program is the integration key's,
 * and a public id held by another program's member is refused, never touched.
 */
export async function importMemberFile(input: {
  db: Kysely<DB>;
  partnerCode: string;
  lines: ReadMemberLine[];
  now: Date;
}): Promise<MemberFileReport> {
  const report: MemberFileReport = {
    lines: input.lines.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    closed: 0,
    removed: 0,
    refused: 0,
    notes: [],
  };
  const record = (line: ReadMemberLine, { outcome, reason }: Outcome) => {
    report[outcome] += 1;
    if (reason) report.notes.push({ line: line.line, publicId: line.publicId, outcome, reason });
  };
  const firstLineOf = new Map<string, number>();
  await input.db.transaction().execute(async (trx) => {
    for (let start = 0; start < input.lines.length; start += CHUNK) {
      const chunk = input.lines.slice(start, start + CHUNK);
      const members = chunk.flatMap((line) => ('member' in line ? [line.member] : []));
      const holders = await chunkHolders(trx, input.partnerCode, {
        publicIds: members.map((member) => member.publicId),
        emails: members.flatMap((member) => (member.email ? [member.email] : [])),
        partnerNumbers: members.flatMap((member) => (member.partnerNumber ? [member.partnerNumber] : [])),
      });
      for (const line of chunk) {
        if (!('member' in line)) {
          record(line, { outcome: 'refused', reason: line.reason });
          continue;
        }
        const seenOn = firstLineOf.get(line.publicId);
        if (seenOn !== undefined) {
          record(line, { outcome: 'refused', reason: MEMBER_FILE_MESSAGES.duplicate(seenOn) });
          continue;
        }
        firstLineOf.set(line.publicId, line.line);
        record(line, await applyLine(trx, input.partnerCode, line.member, holders, input.now));
      }
    }
  });
  return report;
}

async function applyLine(
  db: Kysely<DB>,
  partnerCode: string,
  line: MemberFileLine,
  holders: ChunkHolders,
  now: Date,
): Promise<Outcome> {
  const existing = holders.byPublicId.get(line.publicId);
  if (existing && existing.partner_code !== partnerCode) {
    return { outcome: 'refused', reason: MEMBER_FILE_MESSAGES.otherProgram };
  }
  const conflict = keyConflict(line, holders, existing?.id);
  const status = line.status ?? 'active';
  if (!existing) {
    if (status === 'removed') return { outcome: 'unchanged', reason: 'no member with this public id to remove' };
    if (conflict) return { outcome: 'refused', reason: conflict };
    const created = await insertMember(db, {
      partner_code: partnerCode,
      public_id: line.publicId,
      first_name: line.firstName ?? '',
      last_name: line.lastName ?? '',
      email: line.email ?? null,
      partner_number: line.partnerNumber ?? null,
      tier_level: line.tier ?? 'NonActivated',
      member_type: status === 'closed' ? 'ClosedAccountMember' : 'NonCardMember',
      active: status === 'active',
      interface_type: 'known',
      enrollment_source: 'member-file',
      created_at: now,
      updated_at: now,
    });
    remember(holders, created);
    return { outcome: 'created' };
  }
  if (existing.member_type === 'ClosedAccountMember') {
    return status === 'closed' || status === 'removed'
      ? { outcome: 'unchanged' }
      : { outcome: 'refused', reason: MEMBER_FILE_MESSAGES.closedStaysClosed };
  }
  if (status === 'removed' && !existing.has_web_profile && existing.tier_level === 'NonActivated') {
    await deleteKnownVisitor(db, partnerCode, existing.id);
    holders.byPublicId.delete(line.publicId);
    return { outcome: 'removed' };
  }
  if (status === 'closed' || status === 'removed') {
    await updateMember(db, partnerCode, existing.id, { ...CLOSED, updated_at: now });
    await endMemberSessions(db, existing.id);
    return status === 'removed'
      ? { outcome: 'closed', reason: 'the member has activated: closed, and their history kept, rather than deleted' }
      : { outcome: 'closed' };
  }
  if (conflict) return { outcome: 'refused', reason: conflict };
  const { patch, kept } = changesTo(existing, line, status === 'active');
  if (Object.keys(patch).length === 0) return { outcome: 'unchanged', reason: kept };
  const updated = await updateMember(db, partnerCode, existing.id, { ...patch, updated_at: now });
  if (patch.active === false) await endMemberSessions(db, existing.id);
  remember(holders, updated);
  return { outcome: 'updated', reason: kept };
}

/** Why the line's e-mail or partner number cannot be this member's: another member of the program holds it. */
function keyConflict(line: MemberFileLine, holders: ChunkHolders, memberId: number | undefined): string | undefined {
  const emailHolder = line.email ? holders.emailHolder.get(line.email) : undefined;
  if (emailHolder !== undefined && emailHolder !== memberId) return MEMBER_FILE_MESSAGES.emailInUse;
  const numberHolder = line.partnerNumber ? holders.numberHolder.get(line.partnerNumber) : undefined;
  if (numberHolder !== undefined && numberHolder !== memberId) return MEMBER_FILE_MESSAGES.partnerNumberInUse;
  return undefined;
}

/**
 * What the line changes on a member still open. The program is the record for names, partner number, tier and
 * status, with two exceptions the member owns: the e-mail of someone with a web profile (they sign in with it and
 * change it through support), and having activated (a file saying NonActivated does not undo it).
 */
function changesTo(existing: MemberRow, line: MemberFileLine, active: boolean): { patch: MemberPatch; kept?: string } {
  const patch: MemberPatch = {};
  const kept: string[] = [];
  if (line.firstName !== undefined && line.firstName !== existing.first_name) patch.first_name = line.firstName;
  if (line.lastName !== undefined && line.lastName !== existing.last_name) patch.last_name = line.lastName;
  if (line.email !== undefined && line.email !== existing.email) {
    if (existing.has_web_profile) kept.push('email kept: the member signs in with it');
    else patch.email = line.email;
  }
  if (line.partnerNumber !== undefined && line.partnerNumber !== existing.partner_number) {
    patch.partner_number = line.partnerNumber;
  }
  if (line.tier !== undefined && line.tier !== existing.tier_level) {
    if (line.tier === 'NonActivated') kept.push('tier kept: the member has activated');
    else patch.tier_level = line.tier;
  }
  if (active !== existing.active) patch.active = active;
  return { patch, kept: kept.length > 0 ? kept.join('; ') : undefined };
}

function remember(holders: ChunkHolders, member: MemberRow): void {
  holders.byPublicId.set(member.public_id, member);
  if (member.email) holders.emailHolder.set(member.email, member.id);
  if (member.partner_number) holders.numberHolder.set(member.partner_number, member.id);
}
