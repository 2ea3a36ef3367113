/**
 * Adds a card provider's script to the page once per URL and resolves with the global it defines. A failed
 * load (network, blocked by an extension or the CSP) rejects and forgets the attempt, so a retry adds the script
 * again; a script that loads but defines nothing also rejects.
 */

export class ProviderScriptError extends Error {}

const loading = new Map<string, Promise<unknown>>();

export function loadProviderScript(url: string, globalName: string, doc: Document = document): Promise<unknown> {
  const key = `${url} ${globalName}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = new Promise<unknown>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      const fail = (message: string) => {
        script.remove();
        loading.delete(key);
        reject(new ProviderScriptError(message));
      };
      script.addEventListener('load', () => {
        const value = (doc.defaultView as unknown as Record<string, unknown> | null)?.[globalName];
        if (typeof value === 'function') resolve(value);
        else fail(`${url} defined no ${globalName}.`);
      });
      script.addEventListener('error', () => fail(`${url} could not be loaded.`));
      doc.head.append(script);
    });
    loading.set(key, promise);
  }
  return promise;
}

/** Tests only: forget every loaded script. */
export function forgetProviderScripts(): void {
  loading.clear();
}
