import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/requirements.md, the index of the specification's rules (one table row a rule: the rule in our
 * words, where it is implemented, what proves it), must cover every numbered section of both parts of the
 * specification and name only files that exist, so the "spec part N §M" comments in the code always lead
 * somewhere. The specification itself lives outside the repository, so its section headings are listed
 * here, as read from the two documents.
 *
 * A rule not built yet says "not built yet (issue N)". The issue tracker lives outside the repository too
 * (and tests run offline), so the index's header keeps the record: an "Open issues:" paragraph and an
 * "Ended issues:" one. A row may name only an open issue; one naming an ended issue fails, since either the
 * issue built the rule (the row must name the files and tests now) or it ended without it (the row must
 * name the open issue that takes it on, or say "not built yet (no issue yet)" for the lead to file one).
 * Ending an issue therefore means moving its number from one list to the other, and this test then lists
 * every row left behind.
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

/** "not built yet (issue N)", or "not built yet (no issue yet)" (then no number). */
const NOT_BUILT = /not built yet \((?:issue (\d+)|no issue yet)\)/g;
const HEADER_ROW = ['rule', 'implemented in', 'proved by'];

interface Row {
  section: string;
  line: number;
  cells: string[];
}

interface IndexFile {
  headings: string[];
  rows: Row[];
  openIssues: Set<number>;
  endedIssues: Set<number>;
}

/**
 * The numbers of a header paragraph such as "Open issues: 30 the member's phone, 31 server shape…": the
 * number that opens each comma-separated item (so an item's words must not hold a comma).
 */
function issuesListed(text: string, label: string): Set<number> {
  const paragraph = text.split('\n\n').find((block) => block.startsWith(`${label}:`)) ?? '';
  const items = paragraph
    .slice(label.length + 1)
    .replace(/\s+/g, ' ')
    .split(',');
  return new Set(items.map((item) => Number(/^\s*(\d+)/.exec(item)?.[1])).filter(Number.isInteger));
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
  return {
    headings,
    rows,
    openIssues: issuesListed(text, 'Open issues'),
    endedIssues: issuesListed(text, 'Ended issues'),
  };
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

  it('lists the open and the ended issues in its header, none in both', () => {
    expect(index.openIssues.size).toBeGreaterThan(0);
    expect(index.endedIssues.size).toBeGreaterThan(0);
    expect([...index.openIssues].filter((issue) => index.endedIssues.has(issue))).toEqual([]);
  });

  it('names files, or the open issue that builds the rule, in both the implemented and proved columns', () => {
    const bad: string[] = [];
    for (const row of index.rows) {
      for (const cell of row.cells.slice(1)) {
        const notBuilt = [...cell.matchAll(NOT_BUILT)];
        if (pathsIn(cell).length === 0 && notBuilt.length === 0) bad.push(`${where(row)}: "${cell}"`);
        for (const issue of notBuilt.flatMap((match) => (match[1] === undefined ? [] : [Number(match[1])]))) {
          if (index.endedIssues.has(issue)) {
            bad.push(`${where(row)}: issue ${issue} has ended; name the files that build the rule, or an open issue`);
          } else if (!index.openIssues.has(issue)) {
            bad.push(`${where(row)}: issue ${issue} is not in the header's open list`);
          }
        }
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
