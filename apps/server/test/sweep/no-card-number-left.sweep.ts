import { describe, expect, it } from 'vitest';
import { SUITE_CAPTURE_ENV, sweepCaptures } from '../suite-capture';

/*
 * The suite-wide checks of issue 7 (card numbers) and issue 11 (tokens and e-mail addresses in logs): after every other test ran (this project runs last, see
 * vitest.config.ts), no test database and no server log line holds a Luhn-valid 13-19 digit
 * number, and no log line holds an e-mail address or a secret query value. Each test database was scanned as it closed; the logs are scanned here. It cannot pass
 * on nothing: it needs the capture folder, scanned databases and log lines (run it with the
 * server projects: `npx vitest run`, or `--project server --project server-sweep`).
 * test/suite-capture.test.ts proves it finds a planted number.
 */

const dir = process.env[SUITE_CAPTURE_ENV];

describe('after the whole test suite', () => {
  it('finds the captures of this run: databases scanned as they closed, and server log lines', () => {
    expect(dir, `${SUITE_CAPTURE_ENV} is set by the root global setup`).toBeTruthy();
    const sweep = sweepCaptures(dir ?? '');
    expect(
      sweep.databases.length,
      'no test database was scanned: run the server tests in the same run',
    ).toBeGreaterThan(0);
    expect(sweep.databases.every((scan) => scan.tables > 0 && scan.columns > 0)).toBe(true);
    expect(sweep.logLines, 'no server log line was captured').toBeGreaterThan(0);
  });

  it('left no clear card number in any test database or server log', () => {
    const { findings } = sweepCaptures(dir ?? '');
    expect(findings).toEqual([]);
  });

  it('left no e-mail address, recovery token or other secret query value in any server log', () => {
    const { logPrivacyFindings } = sweepCaptures(dir ?? '');
    expect(logPrivacyFindings.slice(0, 10)).toEqual([]);
  });
});
