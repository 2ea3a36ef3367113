import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/requirements.md, the index of the specification's rules (one table row a rule: the rule in our
 * words, where it is implemented, what proves it), must cover every numbered section of both parts of the
 * specification and name only files that exist, so the "spec part N §M" comments in the code always lead
 * somewhere. The specification itself lives outside the repository, so its section headings are listed
 * here, as read from the two documents.
 */

const REPO_ROOT = new URL('../../../', import.meta.url);
const INDEX_PATH = 'docs/requirements.md';

/** Every numbered section of the specification: part 1 (seed 000) and part 2 (seed 001). */
const SPEC_SECTIONS = [
  'Part 1 §1 What the product does and for whom',
  'Part 1 §2 Screens and routes',
  'Part 1 §3 Entities and their fields',
  'Part 1 §4 States and transitions',
  'Part 1 §5 Validation rules',
  'Part 1 §6 Roles and permissions',
  'Part 1 §7 The calls it makes',
  'Part 1 §8 The error catalogue',
  'Part 1 §9 Business constants and limits',
  'Part 2 §1 What the product does and for whom',
  'Part 2 §2 Screens and routes',
  'Part 2 §3 Entities and their fields',
  'Part 2 §4 States and transitions',
  'Part 2 §5 Validation rules',
  'Part 2 §6 Roles and permissions',
  'Part 2 §7 The calls it makes',
  'Part 2 §8 The error catalogue',
  'Part 2 §9 Business constants and limits',
] as const;

/** The open issues a rule that is not built yet may point at. */
const LATER_ISSUES = new Set([13, 14, 15, 16, 17, 18, 19]);
const NOT_BUILT = /not built yet \(issue (\d+)\)/g;
const HEADER_ROW = ['rule', 'implemented in', 'proved by'];

interface Row {
  section: string;
  line: number;
  cells: string[];
}

interface IndexFile {
  headings: string[];
  rows: Row[];
}

function splitRow(line: string): string[] {
  const trimmed = line.trim();
  const inner = trimmed.endsWith('|') ? trimmed.slice(1, -1) : trimmed.slice(1);
  return inner.split('|').map((cell) => cell.trim());
}

function parseIndex(text: string): IndexFile {
  const headings: string[] = [];
  const rows: Row[] = [];
  let section = '';
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line.startsWith('## ')) {
      section = line.slice(3).trim();
      headings.push(section);
      return;
    }
    if (!line.startsWith('|')) return;
    const cells = splitRow(line);
    if (cells.every((cell) => /^:?-{3,}:?$/.test(cell))) return;
    if (cells.join('|') === HEADER_ROW.join('|')) return;
    rows.push({ section, line: index + 1, cells });
  });
  return { headings, rows };
}

/** The backticked names of a cell: repository-relative paths by this file's convention. */
function pathsIn(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

const where = (row: Row) => `${INDEX_PATH}:${row.line} (${row.section})`;

const index = parseIndex(readFileSync(new URL(INDEX_PATH, REPO_ROOT), 'utf8'));

describe('the requirements index', () => {
  it('has a heading for every numbered section of both parts, in order', () => {
    const specHeadings = index.headings.filter((heading) => /^Part \d §\d+/.test(heading));
    expect(specHeadings).toEqual([...SPEC_SECTIONS]);
  });

  it('has no rule outside a section of the specification', () => {
    const stray = index.rows.filter((row) => !(SPEC_SECTIONS as readonly string[]).includes(row.section));
    expect(stray.map(where)).toEqual([]);
  });

  it('lists at least one rule under every section', () => {
    const empty = SPEC_SECTIONS.filter((section) => !index.rows.some((row) => row.section === section));
    expect(empty).toEqual([]);
  });

  it('gives every rule exactly three cells, none empty', () => {
    const bad = index.rows.filter((row) => row.cells.length !== 3 || row.cells.some((cell) => cell === ''));
    expect(bad.map((row) => `${where(row)}: ${row.cells.length} cells`)).toEqual([]);
  });

  it('names files, or the later issue that builds the rule, in both the implemented and proved columns', () => {
    const bad: string[] = [];
    for (const row of index.rows) {
      for (const cell of row.cells.slice(1)) {
        const issues = [...cell.matchAll(NOT_BUILT)].map((match) => Number(match[1]));
        if (pathsIn(cell).length === 0 && issues.length === 0) bad.push(`${where(row)}: "${cell}"`);
        for (const issue of issues) if (!LATER_ISSUES.has(issue)) bad.push(`${where(row)}: issue ${issue} is not open`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('names only repository-relative paths that exist', () => {
    const missing: string[] = [];
    for (const row of index.rows) {
      for (const path of row.cells.slice(1).flatMap(pathsIn)) {
        const relative = path.length > 0 && !path.startsWith('/') && !path.split('/').includes('..');
        if (!relative || !existsSync(fileURLToPath(new URL(path, REPO_ROOT)))) {
          missing.push(`${where(row)}: ${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('cites a test in the proved column wherever it names files', () => {
    const untested = index.rows.filter((row) => {
      const proved = pathsIn(row.cells[2] ?? '');
      return proved.length > 0 && !proved.some((path) => /\.(test|spec)\.tsx?$/.test(path));
    });
    expect(untested.map(where)).toEqual([]);
  });
});
