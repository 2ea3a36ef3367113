import { describe, expect, it } from 'vitest';
import { BREAKPOINTS_PX } from '@forkpoint/shared/constants';
import { layoutVariables } from '@/lib/layout-variables';

const sheets = Object.entries(import.meta.glob<string>('./*.css', { query: '?raw', import: 'default', eager: true }));

describe('the stylesheets', () => {
  it("break only at the spec's breakpoints (451, 661, 861, 1050 px)", () => {
    const allowed = new Set(
      Object.values(BREAKPOINTS_PX).flatMap((px) => [`min-width: ${px}px`, `max-width: ${px - 1}px`]),
    );
    for (const [file, css] of sheets) {
      for (const [, query] of css.matchAll(/@media[^{]*\((m(?:in|ax)-width:\s*\d+px)\)/g)) {
        expect(allowed.has(query ?? ''), `${file}: ${query}`).toBe(true);
      }
    }
  });

  it('are all read (a glob that found nothing would prove nothing)', () => {
    expect(sheets.map(([file]) => file).sort()).toEqual(
      expect.arrayContaining(['./base.css', './layout.css', './shell.css']),
    );
    expect(sheets.every(([, css]) => css.length > 100)).toBe(true);
  });

  it("give form controls the page's font instead of the browser's own (issue 15, defect 8)", () => {
    const base = sheets.find(([file]) => file === './base.css')?.[1] ?? '';
    const rule = /button,\s*input,\s*select,\s*textarea\s*\{([^}]*)\}/.exec(base)?.[1] ?? '';
    expect(rule).toMatch(/font:\s*inherit;/);
  });

  it('read the layout sizes from the custom properties set from the shared constants', () => {
    const used = new Set(sheets.flatMap(([, css]) => [...css.matchAll(/var\((--[a-z-]+)/g)].map((m) => m[1])));
    for (const name of [
      '--content-max-width',
      '--spinner-size',
      '--spinner-border',
      '--spinner-space',
      '--toast-width',
      '--toast-max-width',
    ]) {
      expect(used.has(name), name).toBe(true);
      expect(layoutVariables()[name], name).toMatch(/^\d+px$/);
    }
  });
});
