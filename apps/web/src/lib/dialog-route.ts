/**
 * Navigation state for a route that opens a dialog over the page it came from (e.g. /merchants/{id}/Order):
 * it is not a page navigation, so neither opening nor closing it scrolls to the top (app/scroll-to-top.tsx).
 */
export interface DialogRouteState {
  dialogOverPage: true;
}

export const DIALOG_ROUTE_STATE: DialogRouteState = { dialogOverPage: true };

export const isDialogRouteState = (state: unknown): state is DialogRouteState =>
  (state as Partial<DialogRouteState> | null)?.dialogOverPage === true;
