import { afterEach, describe, expect, it } from 'vitest';
import { forgetProviderScripts, loadProviderScript, ProviderScriptError } from './provider-script';

const URL_A = 'https://js.provider.example/v3/';

afterEach(() => {
  forgetProviderScripts();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as unknown as Record<string, unknown>).FakeProvider;
});

const added = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === URL_A);

describe('loadProviderScript', () => {
  it('adds the script once and resolves with the global it defines', async () => {
    const first = loadProviderScript(URL_A, 'FakeProvider');
    const second = loadProviderScript(URL_A, 'FakeProvider');
    expect(added()).toHaveLength(1);
    const factory = () => ({});
    (window as unknown as Record<string, unknown>).FakeProvider = factory;
    added()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(factory);
    await expect(second).resolves.toBe(factory);
  });

  it('rejects a failed load, removes the script and adds it again on the next call', async () => {
    const first = loadProviderScript(URL_A, 'FakeProvider');
    added()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toBeInstanceOf(ProviderScriptError);
    expect(added()).toHaveLength(0);
    void loadProviderScript(URL_A, 'FakeProvider').catch(() => undefined);
    expect(added()).toHaveLength(1);
  });

  it('rejects a script that defines no such global', async () => {
    const loading = loadProviderScript(URL_A, 'FakeProvider');
    added()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(/defined no FakeProvider/);
  });
});
