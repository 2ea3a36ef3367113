import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { contentSourceFor } from '../api/get-content';
import { readPreviewRequest } from './cms-preview';

const visit = (search: string) => window.history.replaceState({}, '', `/${search}`);

afterEach(() => {
  window.sessionStorage.clear();
  visit('');
});

describe("an editor's preview", () => {
  it('turns on with ?preview=1, lasts for the tab, and turns off with ?preview=0', () => {
    expect(readPreviewRequest()).toBe(false);
    visit('?preview=1');
    expect(readPreviewRequest()).toBe(true);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.cmsPreview)).toBe('1');
    visit('?partner=veradell');
    expect(readPreviewRequest()).toBe(true);
    visit('?preview=0');
    expect(readPreviewRequest()).toBe(false);
  });

  it('makes the content calls ask for preview even where the partner has cmsPreview off', () => {
    expect(contentSourceFor({ cmsRoute: '/api/cms', cmsPreview: false }, true).preview).toBe(true);
    expect(contentSourceFor({ cmsRoute: '/api/cms', cmsPreview: false }, false).preview).toBe(false);
    expect(contentSourceFor({ cmsRoute: '/api/cms', cmsPreview: true }, false).preview).toBe(true);
  });
});
