/**
 * The link-card form's counting rules (spec part 2 §2 Link-card form, §9 maximum 12), as pure functions:
 * linked + selected partner-loaded cards + the typed card may not pass the maximum; at the maximum the
 * unselected checkboxes are disabled and a warning shows; a typed card is required when no
 * partner-loaded card is offered; submit waits for card data, the bot check and any loading.
 */

export interface SelectionInput {
  maximum: number;
  /** The member's live cards. */
  linkedCount: number;
  /** Ids of the partner-loaded cards offered as checkboxes. */
  offeredIds: readonly string[];
  selectedIds: readonly string[];
  /** Something is typed in the secure frame. */
  hasTypedCard: boolean;
}

export interface SelectionState {
  /** How many more cards the member may link at all. */
  slots: number;
  /** Cards this submit would send. */
  chosen: number;
  /** How many more may still be chosen (the count the form shows). */
  remaining: number;
  /** The choice fills every slot: unselected checkboxes disabled, warning shown. */
  atMaximum: boolean;
  /** The choice is over the slots (a card typed after the checkboxes filled them): submit blocked. */
  overMaximum: boolean;
  disabledIds: ReadonlySet<string>;
  /** No partner-loaded card is offered, so the typed card is the only way to link one. */
  typedCardRequired: boolean;
  hasCardData: boolean;
}

export function selectionState(input: SelectionInput): SelectionState {
  const offered = new Set(input.offeredIds);
  const selected = input.selectedIds.filter((id) => offered.has(id));
  const slots = Math.max(0, input.maximum - input.linkedCount);
  const chosen = selected.length + (input.hasTypedCard ? 1 : 0);
  const atMaximum = slots > 0 && chosen >= slots;
  const chosenIds = new Set(selected);
  return {
    slots,
    chosen,
    remaining: Math.max(0, slots - chosen),
    atMaximum,
    overMaximum: chosen > slots,
    disabledIds: new Set(atMaximum ? input.offeredIds.filter((id) => !chosenIds.has(id)) : []),
    typedCardRequired: input.offeredIds.length === 0,
    hasCardData: chosen > 0,
  };
}

/** Spec part 2 §2: "Submit is disabled when there is no card data, when the bot check is missing, or while loading." */
export function canSubmitCards(
  state: Pick<SelectionState, 'hasCardData' | 'overMaximum'>,
  { captchaReady, loading }: { captchaReady: boolean; loading: boolean },
): boolean {
  return state.hasCardData && !state.overMaximum && captchaReady && !loading;
}

/** Toggles one checkbox; a card that is disabled (at the maximum) cannot be added. */
export function toggleSelection(
  selectedIds: readonly string[],
  id: string,
  state: Pick<SelectionState, 'disabledIds'>,
): string[] {
  if (selectedIds.includes(id)) return selectedIds.filter((selected) => selected !== id);
  return state.disabledIds.has(id) ? [...selectedIds] : [...selectedIds, id];
}
