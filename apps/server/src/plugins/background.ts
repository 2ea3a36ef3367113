import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a request starts but does not wait for (see BackgroundTasks). */
    background: BackgroundTasks;
  }
}

export interface BackgroundTasks {
  /**
   * Runs the task after the current request answers, so the answer neither waits for it nor tells by
   * its timing that it ran (a recovery e-mail exists only for real accounts). A failure is logged.
   */
  run(what: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (closing, the staging outbox, tests). */
  settled(): Promise<void>;
}

export const backgroundPlugin = fp(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>();
    const tasks: BackgroundTasks = {
      run(what, task) {
        const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .catch((error: unknown) => app.log.error({ err: error, task: what }, 'background task failed'))
          .finally(() => pending.delete(running));
        pending.add(running);
      },
      async settled() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    };
    app.decorate('background', tasks);
    // A closing server finishes what it started (the database closes after the app).
    app.addHook('onClose', async () => tasks.settled());
  },
  { name: 'background' },
);
