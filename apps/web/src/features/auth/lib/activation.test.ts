import { describe, expect, it } from 'vitest';
import type { KnownVisitor } from '@forkpoint/shared/contracts/members';
import { decideActivation } from './activation';

const visitor = (over: Partial<KnownVisitor>): KnownVisitor => ({
  publicId: 'p1',
  tierLevel: 'OptedIn',
  hasWebProfile: true,
  active: true,
  interfaceType: 'direct',
  ...over,
});

describe('the activation redirect table', () => {
  it('sends a visit without a public id to /join?rfr=0 and a failed lookup to /join?rfr=1', () => {
    expect(decideActivation({ publicId: null })).toEqual({ kind: 'redirect', to: 'join', rfr: 0 });
    expect(decideActivation({ publicId: 'p1', error: true })).toEqual({ kind: 'redirect', to: 'join', rfr: 1 });
  });

  it('sends an activated member without a web profile to /join?rfr=2', () => {
    expect(decideActivation({ publicId: 'p1', visitor: visitor({ hasWebProfile: false }) })).toMatchObject({
      to: 'join',
      rfr: 2,
    });
  });

  it('sends an active member with a web profile to /login?rfr=3 and an inactive one to /login?rfr=4', () => {
    expect(decideActivation({ publicId: 'p1', visitor: visitor({}) })).toMatchObject({ to: 'login', rfr: 3 });
    expect(decideActivation({ publicId: 'p1', visitor: visitor({ active: false }) })).toMatchObject({
      to: 'login',
      rfr: 4,
    });
  });

  it('shows the activation stage to a NonActivated visitor', () => {
    expect(
      decideActivation({ publicId: 'p1', visitor: visitor({ tierLevel: 'NonActivated', hasWebProfile: false }) }),
    ).toEqual({
      kind: 'stage',
    });
  });
});
