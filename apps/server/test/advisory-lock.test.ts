import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifAdvisoryLockFree, withAdvisoryLock } from '../src/db/advisory-lock';
import type { Database } from '../src/db/database';
import { openTestDatabase, testEngine } from './helper';

/**
 * Work only one instance may do at a time (db/advisory-lock.ts). Two callers on one database stand for
 * two instances: on PostgreSQL the second waits for, or skips, the first's work; PGlite, one process
 * owning its data folder, runs the work at once.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('migrated');
});
afterAll(async () => {
  await database?.close();
});

function deferred() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe.runIf(testEngine === 'postgres')('advisory locks on PostgreSQL', () => {
  it('makes a second holder wait until the first has finished, and skips work while the lock is held', async () => {
    const order: string[] = [];
    const first = deferred();
    const started = deferred();
    const holding = withAdvisoryLock(database, 'test:lock', async () => {
      order.push('first starts');
      started.release();
      await first.done;
      order.push('first ends');
    });
    await started.done;

    expect(await ifAdvisoryLockFree(database, 'test:lock', async () => 'ran')).toEqual({ ran: false });
    // Another name is another lock.
    expect(await ifAdvisoryLockFree(database, 'test:other', async () => 'ran')).toEqual({ ran: true, value: 'ran' });

    const waiting = withAdvisoryLock(database, 'test:lock', async () => void order.push('second'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual(['first starts']);
    first.release();
    await Promise.all([holding, waiting]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
    expect(await ifAdvisoryLockFree(database, 'test:lock', async () => 'ran')).toEqual({ ran: true, value: 'ran' });
  });

  it('releases the lock when the work fails', async () => {
    await expect(
      withAdvisoryLock(database, 'test:failing', async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await ifAdvisoryLockFree(database, 'test:failing', async () => 1)).toEqual({ ran: true, value: 1 });
  });
});

describe.runIf(testEngine === 'pglite')('advisory locks on PGlite', () => {
  it('runs the work at once: one process owns the database', async () => {
    expect(await ifAdvisoryLockFree(database, 'test:lock', async () => 'ran')).toEqual({ ran: true, value: 'ran' });
    expect(await withAdvisoryLock(database, 'test:lock', async () => 2)).toBe(2);
  });
});
