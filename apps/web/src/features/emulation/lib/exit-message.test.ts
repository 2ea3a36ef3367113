import { describe, expect, it } from 'vitest';
import { judgeExitMessage } from './exit-message';

const expected = { consoleOrigin: 'http://aerovia.localhost:3000', emulationId: 'e-1' };
const exit = (emulationId = 'e-1') => ({ type: 'emulation-exit', emulationId });

describe('the emulation-exit message', () => {
  it('signs out when it comes from the console origin and names this emulation', () => {
    expect(judgeExitMessage({ origin: expected.consoleOrigin, data: exit() }, expected)).toEqual({ kind: 'exit' });
  });

  it('is refused from any other origin, however close', () => {
    for (const origin of [
      'http://127.0.0.1:3000',
      'http://aerovia.localhost:3001',
      'https://aerovia.localhost:3000',
      'http://evil.aerovia.localhost:3000',
      'null',
    ]) {
      expect(judgeExitMessage({ origin, data: exit() }, expected)).toEqual({ kind: 'refuse', reason: 'origin' });
    }
  });

  it('is refused from the console origin when it names another emulation', () => {
    expect(judgeExitMessage({ origin: expected.consoleOrigin, data: exit('e-2') }, expected)).toEqual({
      kind: 'refuse',
      reason: 'emulation-id',
    });
  });

  it('leaves every other message alone', () => {
    for (const data of [null, 'emulation-exit', { type: 'card-frame-ready' }, { type: 'emulation-exit' }, 42]) {
      expect(judgeExitMessage({ origin: expected.consoleOrigin, data }, expected)).toEqual({ kind: 'ignore' });
      expect(judgeExitMessage({ origin: 'http://evil.example', data }, expected)).toEqual({ kind: 'ignore' });
    }
  });
});
