import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { partnerSchema, type Partner } from '@forkpoint/shared/partners/partner-schema';
import { themeContrastProblems } from '@forkpoint/shared/partners/contrast';

/** The repository's partners/ folder (this file is apps/server/src/modules/partners/partner-files.ts). */
export const PARTNERS_DIR = resolve(fileURLToPath(new URL('../../../../../partners/', import.meta.url)));

/**
 * Every problem found in a partners folder, one line each ("<dir>/<file>: <field path>: <message>"),
 * so a broken deploy names all the fixes at once instead of one per restart.
 */
export class PartnerFileError extends Error {
  override readonly name = 'PartnerFileError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`${problems.length} problem(s) in partner files:\n${problems.join('\n')}`);
    this.problems = problems;
  }
}

/**
 * Reads and validates every `*.json` partner file in `dir` (synchronously: it runs once at start-up).
 * Besides the schema it checks what one file cannot: the file name is `<code>.json`, codes and
 * domains are unique, the logo exists, the theme's text colours are readable, and no key is unknown
 * (a misspelt setting would otherwise fall back to its default without a word).
 * Returns the partners sorted by code; throws PartnerFileError listing every problem.
 */
export function loadPartnerFiles(dir: string): Partner[] {
  const folder = basename(resolve(dir));
  const problems: string[] = [];
  const partners: { partner: Partner; label: string }[] = [];

  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (files.length === 0) problems.push(`${folder}: no partner files (*.json) found`);

  for (const file of files) {
    const label = `${folder}/${file}`;
    const report = (path: string, message: string) => problems.push(`${label}: ${path}: ${message}`);

    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${label}: not valid JSON: ${(error as Error).message}`);
      continue;
    }

    for (const path of unknownKeys(partnerSchema, raw, [])) report(formatPath(path), 'unknown setting');

    const parsed = partnerSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) report(formatPath(issue.path) || '(file)', issue.message);
      continue;
    }

    const partner = parsed.data;
    const expectedCode = file.slice(0, -'.json'.length);
    if (partner.code !== expectedCode) {
      report('code', `"${partner.code}" does not match the file name (expected "${expectedCode}")`);
    }
    if (!existsSync(join(dir, partner.theme.logo))) {
      report('theme.logo', `${partner.theme.logo} not found`);
    }
    for (const problem of themeContrastProblems(partner.theme.colors)) {
      report(`theme.colors.${problem.key}`, problem.message);
    }
    try {
      new RegExp(partner.partnerNumberPattern);
    } catch {
      report('partnerNumberPattern', 'not a valid regular expression');
    }
    partners.push({ partner, label });
  }

  problems.push(...duplicates(partners, (p) => [p.code], 'code', 'is also the code of'));
  problems.push(...duplicates(partners, (p) => p.domains.map((d) => d.toLowerCase()), 'domains', 'is also claimed by'));

  if (problems.length > 0) throw new PartnerFileError(problems);
  return partners.map((entry) => entry.partner).sort((a, b) => a.code.localeCompare(b.code));
}

/** One problem line for every value that a later file repeats. */
function duplicates(
  entries: { partner: Partner; label: string }[],
  values: (partner: Partner) => string[],
  field: string,
  verb: string,
): string[] {
  const firstSeen = new Map<string, string>();
  const lines: string[] = [];
  for (const { partner, label } of entries) {
    for (const value of new Set(values(partner))) {
      const owner = firstSeen.get(value);
      if (owner) lines.push(`${label}: ${field}: "${value}" ${verb} ${owner}`);
      else firstSeen.set(value, label);
    }
  }
  return lines;
}

/** `theme.colors.primary`, `routeMeta["/search"].title`, `cardTypesAccepted[2]`. */
function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const key = String(segment);
      if (/^[A-Za-z_$][\w$]*$/.test(key)) return index === 0 ? key : `.${key}`;
      return `[${JSON.stringify(key)}]`;
    })
    .join('');
}

/** Paths of object keys in `value` that `schema` does not declare (zod itself strips them silently). */
function unknownKeys(schema: z.ZodType, value: unknown, path: PropertyKey[]): PropertyKey[][] {
  if (value === null || typeof value !== 'object') return [];
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    return unknownKeys(schema.unwrap() as z.ZodType, value, path);
  }
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    return unknownKeys(schema.unwrap() as z.ZodType, value, path);
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    return value.flatMap((item, i) => unknownKeys(schema.element as z.ZodType, item, [...path, i]));
  }
  if (schema instanceof z.ZodRecord && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, item]) =>
      unknownKeys(schema.valueType as z.ZodType, item, [...path, key]),
    );
  }
  if (schema instanceof z.ZodObject && !Array.isArray(value)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.entries(value).flatMap(([key, item]) => {
      const field = shape[key];
      return field ? unknownKeys(field, item, [...path, key]) : [[...path, key]];
    });
  }
  return [];
}
