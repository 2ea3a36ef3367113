import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, z } from 'zod';
import { parseSchemasWithoutEval } from './zod-jitless';

describe('parseSchemasWithoutEval', () => {
  afterEach(() => {
    config({ jitless: false });
    vi.restoreAllMocks();
  });

  it("sets zod's own jitless option, so object schemas never probe for eval (a CSP violation)", () => {
    config({ jitless: false });
    parseSchemasWithoutEval();
    expect(config().jitless).toBe(true);
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
