import { describe, expect, it } from 'vitest';
import { MAX_LINKED_CARDS } from '@forkpoint/shared/constants';
import { canSubmitCards, selectionState, toggleSelection, type SelectionInput } from './card-selection';

const input = (overrides: Partial<SelectionInput> = {}): SelectionInput => ({
  maximum: MAX_LINKED_CARDS,
  linkedCount: 0,
  offeredIds: [],
  selectedIds: [],
  hasTypedCard: false,
  ...overrides,
});

describe('the link-card selection rules', () => {
  it('counts linked, selected and typed cards against the maximum of 12', () => {
    const state = selectionState(
      input({ linkedCount: 9, offeredIds: ['a', 'b'], selectedIds: ['a'], hasTypedCard: true }),
    );
    expect(state).toMatchObject({ slots: 3, chosen: 2, remaining: 1, atMaximum: false, overMaximum: false });
    expect(state.disabledIds.size).toBe(0);
  });

  it('at the maximum disables only the unselected checkboxes', () => {
    const state = selectionState(input({ linkedCount: 11, offeredIds: ['a', 'b', 'c'], selectedIds: ['b'] }));
    expect(state).toMatchObject({ remaining: 0, atMaximum: true, overMaximum: false });
    expect([...state.disabledIds].sort()).toEqual(['a', 'c']);
  });

  it('counts a typed card toward the maximum too, and is over it when the checkboxes already filled it', () => {
    const typedFills = selectionState(input({ linkedCount: 11, offeredIds: ['a'], hasTypedCard: true }));
    expect(typedFills.atMaximum).toBe(true);
    expect([...typedFills.disabledIds]).toEqual(['a']);
    const over = selectionState(input({ linkedCount: 11, offeredIds: ['a'], selectedIds: ['a'], hasTypedCard: true }));
    expect(over).toMatchObject({ overMaximum: true, remaining: 0 });
    expect(canSubmitCards(over, { captchaReady: true, loading: false })).toBe(false);
  });

  it('ignores a selected id no longer offered (a card linked meanwhile)', () => {
    expect(selectionState(input({ offeredIds: ['a'], selectedIds: ['gone'] })).chosen).toBe(0);
  });

  it('requires a typed card only when no partner-loaded card is offered', () => {
    expect(selectionState(input()).typedCardRequired).toBe(true);
    expect(selectionState(input({ offeredIds: ['a'] })).typedCardRequired).toBe(false);
  });

  it('has no slots and no warning once 12 cards are linked', () => {
    expect(selectionState(input({ linkedCount: MAX_LINKED_CARDS }))).toMatchObject({ slots: 0, atMaximum: false });
    expect(selectionState(input({ linkedCount: MAX_LINKED_CARDS + 1 })).slots).toBe(0);
  });
});

describe('the submit button', () => {
  const withCard = selectionState(input({ hasTypedCard: true }));

  it('is enabled with card data, the bot check in place and nothing loading', () => {
    expect(canSubmitCards(withCard, { captchaReady: true, loading: false })).toBe(true);
  });

  it('is disabled without card data, without the bot check, or while loading', () => {
    expect(canSubmitCards(selectionState(input()), { captchaReady: true, loading: false })).toBe(false);
    expect(canSubmitCards(withCard, { captchaReady: false, loading: false })).toBe(false);
    expect(canSubmitCards(withCard, { captchaReady: true, loading: true })).toBe(false);
  });
});

describe('toggling a partner-loaded card', () => {
  it('adds and removes it, but does not add a disabled one', () => {
    const state = selectionState(input({ linkedCount: 11, offeredIds: ['a', 'b'], selectedIds: ['a'] }));
    expect(toggleSelection(['a'], 'b', state)).toEqual(['a']);
    expect(toggleSelection(['a'], 'a', state)).toEqual([]);
    expect(toggleSelection([], 'b', selectionState(input({ offeredIds: ['a', 'b'] })))).toEqual(['b']);
  });
});
