import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import { DEMO_RESET_STEPS, type DemoResetJob } from '@forkpoint/shared/contracts/staging-tools';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Log } from '../../lib/log';
import type { CardVault } from '../../modules/card-vault/vault';
import { addDemoAccounts, linkDemoCards, removeDemoMembers, replayDemoHistory } from './demo-data';

export const RESET_RUNNING_MESSAGE = 'A demo data reset is already running for this program.';

/**
 * Demo data resets as jobs the staging tools page follows (GET answers the latest job of the partner). One at a
 * time per partner; the job runs after the answer (app.background), step by step, and keeps its outcome until
 * the next one starts. In memory: a reset is a tester's action on one server, not a durable queue.
 */
export interface DemoResetDeps {
  db: Kysely<DB>;
  vault: CardVault;
  clock: Clock;
  log: Log;
  /** Runs the job after the answer (the app's background tasks). */
  runLater: (what: string, task: () => Promise<void>) => void;
}

export class DemoResets {
  private readonly jobs = new Map<string, DemoResetJob>();

  constructor(private readonly deps: DemoResetDeps) {}

  latest(partnerCode: string): DemoResetJob | null {
    return this.jobs.get(partnerCode) ?? null;
  }

  start(partner: Partner): DemoResetJob {
    if (this.jobs.get(partner.code)?.state === 'running') throw new AppError('CONFLICT', RESET_RUNNING_MESSAGE);
    const job: DemoResetJob = {
      state: 'running',
      stepsDone: 0,
      steps: DEMO_RESET_STEPS.length,
      label: DEMO_RESET_STEPS[0],
      startedAt: this.deps.clock().toISOString(),
      finishedAt: null,
    };
    this.jobs.set(partner.code, job);
    this.deps.runLater('demo data reset', () => this.run(partner, job));
    return { ...job };
  }

  private async run(partner: Partner, job: DemoResetJob): Promise<void> {
    const { db, vault } = this.deps;
    const now = this.deps.clock();
    const steps: (() => Promise<unknown>)[] = [
      () => removeDemoMembers(db, partner, vault),
      () => addDemoAccounts(db, partner, now),
      () => linkDemoCards(db, partner, vault, now),
      () => replayDemoHistory(db, partner, vault, now),
    ];
    try {
      for (const [index, step] of steps.entries()) {
        job.label = DEMO_RESET_STEPS[index] ?? job.label;
        await step();
        job.stepsDone = index + 1;
      }
      job.state = 'done';
      job.label = 'The demo data is as a first start made it.';
    } catch (error) {
      this.deps.log.error({ err: error, partner: partner.code }, 'demo data reset failed');
      job.state = 'failed';
      job.label = `The reset stopped at: ${job.label}. Start it again.`;
    } finally {
      job.finishedAt = this.deps.clock().toISOString();
    }
  }
}
