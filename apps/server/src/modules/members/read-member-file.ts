import {
  MEMBER_FILE_CSV_HEADER,
  MEMBER_FILE_LIMITS,
  MEMBER_FILE_MESSAGES,
  memberFileLineSchema,
  type MemberFileLine,
} from '@forkpoint/shared/contracts/member-file';
import { splitCsvLine } from '../../lib/csv-line';

/** A line of the file: its member, or why it was refused (its public id when one could be read). */
export type ReadMemberLine =
  | { line: number; publicId: string; member: MemberFileLine }
  | { line: number; publicId: string | null; reason: string };

export type ReadMemberFile = { ok: true; lines: ReadMemberLine[] } | { ok: false; reason: string };

const HEADER_LINE = MEMBER_FILE_CSV_HEADER.join(',');

/**
 * Reads a member file (docs/member-file.md): CSV with the exact header, or JSON Lines, one member a line. An empty
 * cell or an absent key is "not given" (the stored value stays). Each bad line is refused with its number and the
 * first problem and never stops the others; a file without the header or without a member is refused whole.
 */
export function readMemberFile(text: string, format: 'csv' | 'jsonl'): ReadMemberFile {
  const physical = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (physical.length > 0 && physical.at(-1)!.trim() === '') physical.pop();
  if (physical.length === 0) return { ok: false, reason: MEMBER_FILE_MESSAGES.emptyFile };
  const first = format === 'csv' ? 1 : 0;
  if (format === 'csv' && physical[0]!.trim() !== HEADER_LINE) {
    return { ok: false, reason: MEMBER_FILE_MESSAGES.badHeader };
  }
  if (physical.length - first > MEMBER_FILE_LIMITS.maxLines) {
    return { ok: false, reason: MEMBER_FILE_MESSAGES.tooManyLines };
  }
  const lines: ReadMemberLine[] = [];
  for (let index = first; index < physical.length; index += 1) {
    const raw = physical[index]!;
    if (raw.trim() === '') continue;
    lines.push(format === 'csv' ? readCsvRow(raw, index + 1) : readJsonLine(raw, index + 1));
  }
  if (lines.length === 0) return { ok: false, reason: MEMBER_FILE_MESSAGES.noRows };
  return { ok: true, lines };
}

function readCsvRow(raw: string, line: number): ReadMemberLine {
  const fields = splitCsvLine(raw);
  if (!fields) return { line, publicId: null, reason: 'a quoted field is not closed on its line' };
  const publicId = fields[0]?.trim() || null;
  if (fields.length !== MEMBER_FILE_CSV_HEADER.length) {
    return { line, publicId, reason: `expected ${MEMBER_FILE_CSV_HEADER.length} fields, found ${fields.length}` };
  }
  const cell = (column: (typeof MEMBER_FILE_CSV_HEADER)[number]) =>
    fields[MEMBER_FILE_CSV_HEADER.indexOf(column)]!.trim() || undefined;
  return checked(line, publicId, {
    publicId: cell('public_id') ?? '',
    firstName: cell('first_name'),
    lastName: cell('last_name'),
    email: cell('email'),
    partnerNumber: cell('partner_number'),
    tier: cell('tier'),
    status: cell('status'),
  });
}

function readJsonLine(raw: string, line: number): ReadMemberLine {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { line, publicId: null, reason: 'the line is not a JSON object' };
  }
  const given = json && typeof json === 'object' && 'publicId' in json ? json.publicId : null;
  return checked(line, typeof given === 'string' ? given.trim() : null, json);
}

function checked(line: number, publicId: string | null, input: unknown): ReadMemberLine {
  // Absent CSV cells arrive as undefined keys; the strict schema sees them as not given.
  const cleaned =
    input && typeof input === 'object' && !Array.isArray(input)
      ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
      : input;
  const parsed = memberFileLineSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where =
      issue.path.length > 0 && !issue.message.startsWith(String(issue.path[0])) ? `${issue.path.join('.')}: ` : '';
    return { line, publicId, reason: `${where}${issue.message}` };
  }
  return { line, publicId: parsed.data.publicId, member: parsed.data };
}
