import { describe, expect, it } from 'vitest';
import {
  FAILED,
  MET,
  NOT_MET,
  TARGETS,
  accountRows,
  bundleRows,
  errorRows,
  ingestRows,
  lighthouseRows,
  meets,
  renderTable,
  scaleRows,
  searchRows,
  trafficRows,
  summarize,
  verdictOf,
} from './report.mjs';

const load = (overrides = {}) => ({
  rps: 1000,
  p50: 2,
  p95: 5,
  p99: 9,
  max: 20,
  count: 10_000,
  failures: 0,
  ...overrides,
});

describe('meets and verdictOf', () => {
  it('compares at most and at least, limits included', () => {
    expect(meets(25, '<=', 25)).toBe(true);
    expect(meets(25.1, '<=', 25)).toBe(false);
    expect(meets(0.4, '>=', 0.4)).toBe(true);
    expect(meets(0.39, '>=', 0.4)).toBe(false);
  });

  it('never meets with a missing or non-numeric value, and refuses an unknown comparison', () => {
    expect(meets(NaN, '<=', 25)).toBe(false);
    expect(meets(undefined, '>=', 1)).toBe(false);
    expect(() => meets(1, '<', 2)).toThrow(/unknown comparison/);
  });

  it('is met only when every check is, and empty without checks', () => {
    expect(verdictOf([true, true])).toBe(MET);
    expect(verdictOf([true, false])).toBe(NOT_MET);
    expect(verdictOf([])).toBe('');
  });
});

describe('searchRows', () => {
  const run = (merchants, connections, search) => ({
    merchants,
    runs: [
      {
        connections,
        results: [
          { name: 'health', path: '/api/health', ...load({ rps: 2000 }) },
          { name: 'city', path: '/api/v2/Merchants/Search?location=X', ...search },
        ],
      },
    ],
  });

  it('judges throughput against health of the same run, and the p99 only at a million and c=10', () => {
    const [health, city, worst] = searchRows([run(1_000_000, 10, load({ rps: 900, p99: 30 }))]);
    expect(health).toMatchObject({ section: 'search 1M, c=10', measure: 'GET /api/health', verdict: '' });
    expect(city.reference).toBe("0.45× health's 2,000 req/s");
    expect(city.target).toBe(`≥ ${TARGETS.searchVsHealth}× health; p99 ≤ 25 ms`);
    expect(city.verdict).toBe(NOT_MET); // p99 30 ms
    expect(worst).toMatchObject({ measure: 'worst of 1 searches', verdict: NOT_MET });

    const [, smaller] = searchRows([run(100_000, 10, load({ rps: 900, p99: 30 }))]);
    expect(smaller.target).toBe('≥ 0.4× health');
    expect(smaller.verdict).toBe(MET);
  });

  it('fails a search below 0.4× health, or one answered with errors', () => {
    expect(searchRows([run(100_000, 50, load({ rps: 700 }))])[1].verdict).toBe(NOT_MET);
    const failing = searchRows([run(100_000, 50, load({ rps: 1900, failures: 3 }))])[1];
    expect(failing.verdict).toBe(NOT_MET);
    expect(failing.result).toContain('3 not 200');
  });
});

describe('trafficRows', () => {
  const kind = (name, values) => ({ name, distinct: 3000, ...load(values) });
  const traffic = (kinds, mix = null) => ({
    merchants: 1_000_000,
    cache: false,
    runs: [{ connections: 10, health: load({ rps: 4000 }), kinds, mix }],
  });

  it('judges each kind and the mix by p99 and by throughput against health of the same run', () => {
    const [health, nearest, relevance, mix] = trafficRows(
      traffic(
        [kind('nearest first', { rps: 800, p99: 20 }), kind('text, relevance', { rps: 800, p99: 31 })],
        kind('mix', { rps: 500, p99: 25 }),
      ),
    );
    expect(health).toMatchObject({ section: 'search traffic 1M, c=10', measure: 'GET /api/health', verdict: '' });
    expect(nearest).toMatchObject({ measure: 'nearest first (3,000 distinct)', verdict: MET });
    expect(nearest.reference).toBe("0.20× health's 4,000 req/s");
    expect(relevance.verdict).toBe(NOT_MET); // p99 31 ms
    expect(mix.verdict).toBe(NOT_MET); // 0.125× health
  });

  it('meets nothing with answers other than 200 (an unknown place)', () => {
    const [, nearest] = trafficRows(traffic([kind('nearest first', { rps: 900, p99: 10, failures: 1 })]));
    expect(nearest.verdict).toBe(NOT_MET);
    expect(nearest.result).toContain('1 not 200');
  });
});

describe('accountRows', () => {
  const account = {
    transactions: 2000,
    activityRecords: 1987,
    connections: 10,
    health: load({ p99: 4 }),
    calls: [
      { name: 'member', path: '/api/Member', ...load({ p99: 12 }) },
      { name: 'transactions, page 1', path: '/api/Member/Transactions?pageNo=1', ...load({ p99: 21 }) },
      { name: 'dine summary', path: '/api/Member/DineSummary', ...load({ p99: 3, failures: 1 }) },
    ],
  };

  it('holds each call to p99 ≤ 20 ms beside health, without the query string in its name', () => {
    const [health, member, page, summary] = accountRows(account);
    expect(health.section).toBe('account, 2,000 purchases, c=10');
    expect(member).toMatchObject({ measure: 'member (/api/Member)', target: 'p99 ≤ 20 ms', verdict: MET });
    expect(member.reference).toBe('health p99 4.0 ms; 1,987 activity records');
    expect(page).toMatchObject({ measure: 'transactions, page 1 (/api/Member/Transactions)', verdict: NOT_MET });
    expect(summary.verdict).toBe(NOT_MET); // a non-200 answer
  });
});

describe('ingestRows', () => {
  it('shows the import as a multiple of COPY and judges it against 5×', () => {
    const [r] = ingestRows({ rows: 1_000_000, ingestMs: 40_000, copyMs: 10_000, ratio: 4 });
    expect(r.result).toBe('40.0 s (25,000 rows/s) = 4.00× COPY');
    expect(r.reference).toBe('plain COPY 10.0 s');
    expect(r.verdict).toBe(MET);
    expect(ingestRows({ rows: 10, ingestMs: 5100, copyMs: 1000, ratio: 5.1 })[0].verdict).toBe(NOT_MET);
  });
});

describe('bundleRows', () => {
  const page = (name, gzipKiB, budgetKiB) => ({ name, gzipKiB, budgetKiB, within: gzipKiB <= budgetKiB, files: ['a'] });

  it("uses the issue's target for home and search and the budget for the other pages", () => {
    const [home, search, profile] = bundleRows([
      page('home', 118.7, 120),
      page('search', 119.5, 132),
      page('profile', 170, 175),
    ]);
    expect(home).toMatchObject({
      result: '118.70 KiB, 1 files',
      target: '≤ 100 KiB',
      reference: 'budget 120 KiB (within)',
      verdict: NOT_MET,
    });
    expect(search.verdict).toBe(MET);
    expect(profile).toMatchObject({ target: '≤ 175 KiB (budget)', verdict: MET });
  });
});

describe('lighthouseRows', () => {
  const route = (performance, seo = 100) => ({
    route: '/',
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo,
    fcpMs: 2600,
    lcpMs: 3500,
    tbtMs: 257,
    cls: 0,
  });

  it('needs 95 for performance and 100 for the other three', () => {
    const rows = lighthouseRows({ runs: 3, results: [route(95), route(94), route(99, 92)] });
    expect(rows.map((r) => r.verdict)).toEqual([MET, NOT_MET, NOT_MET]);
    expect(rows[0].reference).toBe('FCP 2.6 s, LCP 3.5 s, TBT 257 ms, CLS 0');
    expect(rows[0].section).toBe('Lighthouse (median of 3)');
  });

  it('adds the installable-app checks as a reported row', () => {
    const rows = lighthouseRows({
      runs: 1,
      results: [],
      pwa: [
        { check: 'manifest', ok: true },
        { check: 'offline page', ok: false },
      ],
    });
    expect(rows).toEqual([expect.objectContaining({ result: '1 pass', reference: 'offline page', verdict: '' })]);
  });
});

describe('scaleRows', () => {
  it('passes only when every test ran and passed', () => {
    expect(scaleRows({ passed: 5, failed: 0, skipped: 0, durationMs: 60_000 })[0].verdict).toBe(MET);
    expect(scaleRows({ passed: 4, failed: 1, skipped: 0, durationMs: 1 })[0].verdict).toBe(NOT_MET);
    // Skipped (no PostgreSQL for the project) is not a pass.
    expect(scaleRows({ passed: 0, failed: 0, skipped: 5, durationMs: 1 })[0].result).toBe(
      'FAILED: 0 failed, 5 skipped of 5',
    );
    // A failed beforeAll: the file fails, its tests are skipped, and the reason is shown.
    const setupFailed = scaleRows({
      passed: 0,
      failed: 0,
      skipped: 5,
      failedFiles: 1,
      message: 'the server on port 1 never became ready:',
      durationMs: 1,
    })[0];
    expect(setupFailed).toMatchObject({
      result: 'FAILED: 0 failed, 5 skipped of 5 (the server on port 1 never became ready:)',
      verdict: NOT_MET,
    });
  });
});

describe('renderTable and summarize', () => {
  it('pads every column to its widest cell and escapes pipes', () => {
    const table = renderTable([
      { section: 's', measure: 'a|b', result: 'long result', reference: '', target: 't', verdict: MET },
    ]).split('\n');
    expect(table).toHaveLength(3);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
    expect(table[0]).toMatch(/^\| section \| measure \| result {6}\| reference \(same run\) \| target \| verdict \|$/);
    expect(table[2]).toContain('a\\|b');
  });

  it('counts the judged rows and the sections that did not run', () => {
    const rows = [
      { verdict: MET },
      { verdict: NOT_MET },
      { verdict: '' },
      ...errorRows('ingest', new Error('COPY failed: x\nmore')),
    ];
    expect(rows[3]).toMatchObject({ section: 'ingest', result: 'COPY failed: x', verdict: FAILED });
    expect(summarize(rows)).toBe('1 of 2 targets met, 1 section did not run');
  });
});
