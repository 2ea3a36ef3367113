import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerFile } from '@forkpoint/shared/partners/partner-schema';
import { PARTNERS_DIR, PartnerFileError, loadPartnerFiles } from './partner-files';

const template = JSON.parse(readFileSync(join(PARTNERS_DIR, 'aerovia.json'), 'utf8')) as PartnerFile;
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img"><title>x</title></svg>';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A fresh folder named "partners" (so messages read "partners/<file>"), with a logos/ folder. */
function partnersDir(): string {
  root = mkdtempSync(join(tmpdir(), 'forkpoint-partners-'));
  const dir = join(root, 'partners');
  mkdirSync(join(dir, 'logos'), { recursive: true });
  return dir;
}

/** A valid partner file for `code`, built from the real aerovia file, then changed by `edit`. */
function writePartner(dir: string, code: string, edit: (p: PartnerFile) => void = () => {}, fileName = `${code}.json`) {
  const partner = structuredClone(template);
  partner.code = code;
  partner.domains = [`dining.${code}.example`];
  partner.theme.logo = `logos/${code}.svg`;
  edit(partner);
  writeFileSync(join(dir, fileName), JSON.stringify(partner, null, 2));
  writeFileSync(join(dir, 'logos', `${code}.svg`), LOGO);
}

/** The problem lines of the PartnerFileError thrown for `dir`. */
function problemsOf(dir: string): string[] {
  try {
    loadPartnerFiles(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(PartnerFileError);
    const problems = (error as PartnerFileError).problems;
    for (const line of problems) expect((error as Error).message).toContain(line);
    return [...problems];
  }
  throw new Error('expected loadPartnerFiles to throw');
}

describe('PARTNERS_DIR', () => {
  it('points at the repository partners folder, which holds the aerovia file', () => {
    expect(PARTNERS_DIR.replaceAll('\\', '/')).toMatch(/\/partners$/);
    expect(template.code).toBe('aerovia');
  });
});

describe('loadPartnerFiles on the real partners folder', () => {
  it('loads at least 19 partners, sorted by code, with schema defaults applied', () => {
    const partners = loadPartnerFiles(PARTNERS_DIR);
    expect(partners.length).toBeGreaterThanOrEqual(19);
    const codes = partners.map((p) => p.code);
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b)));
    for (const partner of partners) expect(partner.searchFilters.priceRange.length).toBeGreaterThan(0);
  });
});

describe('loadPartnerFiles on bad folders', () => {
  it('accepts a folder of valid files and returns them sorted by code', () => {
    const dir = partnersDir();
    writePartner(dir, 'zephyr');
    writePartner(dir, 'alpine');
    expect(loadPartnerFiles(dir).map((p) => p.code)).toEqual(['alpine', 'zephyr']);
  });

  it('rejects a file that is not JSON, naming the file', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine');
    writeFileSync(join(dir, 'broken.json'), '{ "code": "broken", ');
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^partners\/broken\.json: not valid JSON: /);
  });

  it('rejects a bad colour with the file and the field path', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine', (p) => (p.theme.colors.primary = 'navy'));
    expect(problemsOf(dir)).toContain('partners/alpine.json: theme.colors.primary: must be a #rrggbb colour');
  });

  it('rejects a missing required field with its path', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine', (p) => Reflect.deleteProperty(p.terms, 'partnerNumberLabel'));
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^partners\/alpine\.json: terms\.partnerNumberLabel: /);
  });

  it('quotes route keys in paths so a bad route entry can be found', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine', (p) => (p.routeMeta['/search'] = { title: '', description: 'Search' }));
    expect(problemsOf(dir)[0]).toMatch(/^partners\/alpine\.json: routeMeta\["\/search"\]\.title: /);
  });

  it('rejects a file whose name is not <code>.json', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine', () => {}, 'alpine-air.json');
    expect(problemsOf(dir)).toEqual([
      'partners/alpine-air.json: code: "alpine" does not match the file name (expected "alpine-air")',
    ]);
  });

  it('rejects a code used by two files, naming both', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine');
    writePartner(dir, 'alpine', (p) => (p.domains = ['other.example']), 'copy.json');
    expect(problemsOf(dir)).toContain('partners/copy.json: code: "alpine" is also the code of partners/alpine.json');
  });

  it('rejects a domain claimed by two partners, whatever its case', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine', (p) => (p.domains = ['eat.shared.example']));
    writePartner(dir, 'boreal', (p) => (p.domains = ['Eat.Shared.example']));
    expect(problemsOf(dir)).toEqual([
      'partners/boreal.json: domains: "eat.shared.example" is also claimed by partners/alpine.json',
    ]);
  });

  it('rejects a missing logo file', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine', (p) => (p.theme.logo = 'logos/nowhere.svg'));
    expect(problemsOf(dir)).toEqual(['partners/alpine.json: theme.logo: logos/nowhere.svg not found']);
  });

  it('rejects theme colours that are too faint to read', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine', (p) => (p.theme.colors.mutedText = '#bbbbbb'));
    const problems = problemsOf(dir);
    expect(problems.length).toBeGreaterThan(0);
    for (const line of problems) {
      expect(line).toMatch(/^partners\/alpine\.json: theme\.colors\.mutedText: contrast with (background|surface) is /);
    }
  });

  it('rejects misspelt settings instead of silently using the default', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine', (p) => {
      Object.assign(p, { hasVlP: true });
      Object.assign(p.theme.colors, { primaryy: '#000000' });
    });
    expect(problemsOf(dir).sort()).toEqual([
      'partners/alpine.json: hasVlP: unknown setting',
      'partners/alpine.json: theme.colors.primaryy: unknown setting',
    ]);
  });

  it('rejects a partner number pattern that is not a regular expression', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine', (p) => (p.partnerNumberPattern = '^[0-9{8}$'));
    expect(problemsOf(dir)).toEqual(['partners/alpine.json: partnerNumberPattern: not a valid regular expression']);
  });

  it('lists every problem of every file at once, one line each', () => {
    const dir = partnersDir();
    writePartner(dir, 'alpine', (p) => {
      p.theme.colors.link = 'blue';
      Object.assign(p, { currencyType: 'Coin' });
    });
    writePartner(dir, 'boreal', (p) => (p.customerSupport.phone.href = '555-0100'));
    writeFileSync(join(dir, 'cirrus.json'), 'not json');
    const problems = problemsOf(dir);
    expect(problems.filter((l) => l.startsWith('partners/alpine.json: '))).toHaveLength(2);
    expect(problems).toContain('partners/boreal.json: customerSupport.phone.href: must be a tel: link');
    expect(problems.some((l) => l.startsWith('partners/cirrus.json: not valid JSON'))).toBe(true);
    expect(problems).toHaveLength(4);
  });

  it('rejects an empty folder', () => {
    expect(problemsOf(partnersDir())).toEqual(['partners: no partner files (*.json) found']);
  });
});
