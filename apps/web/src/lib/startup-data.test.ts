import { afterEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_DATA_ELEMENT_ID, type StartupData } from '@forkpoint/shared/contracts/startup-data';
import { featureFlagsFor } from '@forkpoint/shared/partners/feature-flags';
import { testPartner, visitorHomeEntry } from '@/testing/fixtures';
import { readStartupData } from './startup-data';

const NOW = 1_800_000_000_000;

function startupData(overrides: Partial<StartupData> = {}): StartupData {
  const partner = testPartner();
  return {
    format: 1,
    generatedAt: NOW - 1000,
    partner,
    featureFlags: featureFlagsFor(partner),
    appStatus: { maintenance: false, stagingTools: true },
    content: { cmsRoute: '/api/cms', contentType: 'pages', groups: { home: [visitorHomeEntry] } as never },
    ...overrides,
  };
}

/** A document holding the block's text, as the server writes it. */
function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = STARTUP_DATA_ELEMENT_ID;
    block.textContent = text;
    doc.body.append(block);
  }
  return doc;
}

describe('reading the start-up data the server wrote into the page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the block, with its escaped markup and line separators', () => {
    const data = startupData();
    data.partner.terms.program = '</script> & \u2028 Rewards';
    const text = JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028');
    expect(readStartupData(pageWith(text), NOW)).toEqual(data);
  });

  it('takes the block out of the page once read', () => {
    const page = pageWith(JSON.stringify(startupData()));
    expect(readStartupData(page, NOW)).not.toBeNull();
    expect(page.getElementById(STARTUP_DATA_ELEMENT_ID)).toBeNull();
    expect(readStartupData(page, NOW)).toBeNull();
  });

  it('is null without a block, so the app makes the start-up calls', () => {
    expect(readStartupData(pageWith(null), NOW)).toBeNull();
  });

  it('is null for a page kept by the browser for more than five minutes, or from the future', () => {
    expect(readStartupData(pageWith(JSON.stringify(startupData({ generatedAt: NOW - 6 * 60_000 }))), NOW)).toBeNull();
    expect(readStartupData(pageWith(JSON.stringify(startupData({ generatedAt: NOW + 6 * 60_000 }))), NOW)).toBeNull();
  });

  it.each([
    ['another format', { format: 2 }],
    ['no partner', { partner: null }],
    ['no flags', { featureFlags: {} }],
    ['no app status', { appStatus: { maintenance: 'no' } }],
    ['malformed content', { content: { cmsRoute: '/api/cms', contentType: 'pages', groups: { home: {} } } }],
  ])('is null for %s', (_, overrides) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readStartupData(pageWith(JSON.stringify({ ...startupData(), ...overrides })), NOW)).toBeNull();
  });

  it('is null, with a warning, for text that is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readStartupData(pageWith('{"format":1,'), NOW)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
