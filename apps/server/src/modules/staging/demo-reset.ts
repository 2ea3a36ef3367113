import type { FastifyInstance } from 'fastify';
import type { Partner } from '@forkpoint/shared';
import { DEMO_RESET_STEPS, type DemoResetJob } from '@forkpoint/shared/contracts/staging-tools';
import { AppError } from '../../lib/app-error';
import { addDemoAccounts, linkDemoCards, removeDemoMembers, replayDemoHistory } from './demo-data';

export const RESET_RUNNING_MESSAGE = 'A demo data reset is already running for this program.';

/**
 * Demo data resets as jobs the staging tools page follows (GET answers the latest job of the partner). One at a
 * time per partner; the job runs after the answer (app.background), step by step, and keeps its outcome until
 * the next one starts. In memory: a reset is a tester's action on one server, not a durable queue.
 */
export class DemoResets {
  private readonly jobs = new Map<string, DemoResetJob>();

  constructor(private readonly app: FastifyInstance) {}

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
      startedAt: this.app.clock().toISOString(),
      finishedAt: null,
    };
    this.jobs.set(partner.code, job);
    this.app.background.run('demo data reset', () => this.run(partner, job));
    return { ...job };
  }

  private async run(partner: Partner, job: DemoResetJob): Promise<void> {
    const { db } = this.app.database;
    const vault = this.app.cardVault;
    const now = this.app.clock();
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
      this.app.log.error({ err: error, partner: partner.code }, 'demo data reset failed');
      job.state = 'failed';
      job.label = `The reset stopped at: ${job.label}. Start it again.`;
    } finally {
      job.finishedAt = this.app.clock().toISOString();
    }
  }
}
