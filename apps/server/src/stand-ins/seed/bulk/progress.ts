/**
 * Progress of a long load: every few seconds one line with the rows so far and the rate, and a summary
 * at the end (rows, seconds, rows/s) that the seed's report keeps. Quiet when `log` is undefined (tests).
 */
export interface LoadTiming {
  label: string;
  rows: number;
  seconds: number;
}

const EVERY_MS = 5_000;

export class Progress {
  private rows = 0;
  private readonly started = performance.now();
  private lastLog = this.started;

  constructor(
    readonly label: string,
    private readonly total: number | null,
    private readonly log?: (line: string) => void,
  ) {}

  add(rows: number): void {
    this.rows += rows;
    const now = performance.now();
    if (this.log && now - this.lastLog >= EVERY_MS) {
      this.lastLog = now;
      const of = this.total ? ` of ${this.total.toLocaleString('en-US')}` : '';
      this.log(
        `  ${this.label}: ${this.rows.toLocaleString('en-US')}${of} (${rate(this.rows, now - this.started)} rows/s)`,
      );
    }
  }

  finish(): LoadTiming {
    const seconds = (performance.now() - this.started) / 1000;
    return { label: this.label, rows: this.rows, seconds };
  }
}

export const rate = (rows: number, ms: number) => Math.round(rows / Math.max(ms / 1000, 0.001)).toLocaleString('en-US');

export function describeTiming(timing: LoadTiming): string {
  if (timing.rows === 0) return `${timing.label}: ${timing.seconds.toFixed(1)} s`;
  return `${timing.label}: ${timing.rows.toLocaleString('en-US')} rows in ${timing.seconds.toFixed(1)} s (${rate(timing.rows, timing.seconds * 1000)} rows/s)`;
}
