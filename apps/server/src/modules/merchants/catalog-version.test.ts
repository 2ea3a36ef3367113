import { describe, expect, it } from 'vitest';
import { sharedCatalogVersion } from './catalog-version';

/** A read the test finishes by hand, recording when each began. */
function manualReads() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  let value = 'v1';
  const read = () =>
    new Promise<string>((resolve, reject) => {
      const at = value;
      pending.push({ resolve: () => resolve(at), reject });
    });
  return {
    read,
    pending,
    /** A write commits: reads that begin from now on see the new value. */
    write: (next: string) => {
      value = next;
    },
    finish: async (index = 0) => {
      pending.splice(index, 1)[0]!.resolve('');
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('sharedCatalogVersion', () => {
  it('never answers a read that began before the call, so a write seen committed always shows', async () => {
    const reads = manualReads();
    const version = sharedCatalogVersion(reads.read);
    const first = version.current(); // read 1 begins, sees v1
    reads.write('v2'); // a write commits while read 1 is under way
    const second = version.current(); // must not take read 1's answer
    await reads.finish();
    await expect(first).resolves.toBe('v1');
    expect(reads.pending).toHaveLength(1); // read 2 began after read 1 ended
    await reads.finish();
    await expect(second).resolves.toBe('v2');
  });

  it('shares one read among every caller arriving while another is under way', async () => {
    const reads = manualReads();
    const version = sharedCatalogVersion(reads.read);
    const first = version.current();
    const waiting = [version.current(), version.current(), version.current()];
    await reads.finish();
    expect(reads.pending).toHaveLength(1);
    await reads.finish();
    await expect(first).resolves.toBe('v1');
    await expect(Promise.all(waiting)).resolves.toEqual(['v1', 'v1', 'v1']);
    expect(reads.pending).toHaveLength(0);
  });

  it('fails the callers of a failed read and reads again for the next', async () => {
    const reads = manualReads();
    const version = sharedCatalogVersion(reads.read);
    const failing = version.current();
    reads.pending.shift()!.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    const next = version.current();
    await reads.finish();
    await expect(next).resolves.toBe('v1');
  });

  it('lets a caller after a failed read under way wait for a fresh one', async () => {
    const reads = manualReads();
    const version = sharedCatalogVersion(reads.read);
    const failing = version.current();
    const after = version.current();
    reads.pending.shift()!.reject(new Error('timeout'));
    await expect(failing).rejects.toThrow('timeout');
    await new Promise((r) => setImmediate(r));
    await reads.finish();
    await expect(after).resolves.toBe('v1');
  });
});
