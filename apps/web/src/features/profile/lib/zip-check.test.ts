import { describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { GENERAL_FORM_ERROR } from '@/components/form';
import { createZipCheck, zipAnswerMessage } from './zip-check';

describe('the ZIP lookup', () => {
  it('does not ask again for the value it last checked, even while that answer is on its way', async () => {
    const lookup = vi.fn(async (zip: string) => zip !== '00000');
    const check = createZipCheck(lookup);
    const [first, second] = await Promise.all([check('60601'), check('60601')]);
    expect([first, second]).toEqual(['valid', 'valid']);
    expect(await check('60601')).toBe('valid');
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(await check('00000')).toBe('invalid');
    expect(await check('00000')).toBe('invalid');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('asks again for a value checked before another one (only the last is remembered)', async () => {
    const lookup = vi.fn(async (_zip: string) => true);
    const check = createZipCheck(lookup);
    await check('60601');
    await check('10001');
    await check('60601');
    expect(lookup.mock.calls.map(([zip]) => zip)).toEqual(['60601', '10001', '60601']);
  });

  it('answers failed when the call fails, and asks again next time (a failure checked nothing)', async () => {
    const lookup = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(true);
    const check = createZipCheck(lookup);
    expect(await check('60601')).toBe('failed');
    expect(await check('60601')).toBe('valid');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('gives the zipcode-invalid message for an invalid answer and the general message for a failed call', () => {
    expect(zipAnswerMessage('valid')).toBeNull();
    expect(zipAnswerMessage('invalid')).toBe(FIELD_MESSAGES.zipInvalid);
    expect(FIELD_MESSAGES.zipInvalid).toBe('this ZIP is not located in the U.S.');
    expect(zipAnswerMessage('failed')).toBe(GENERAL_FORM_ERROR);
  });
});
