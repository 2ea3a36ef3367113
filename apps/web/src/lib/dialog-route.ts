import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

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

/** The routes that are a dialog over their page: the page's first task is that dialog (lib/overlays.ts). */
const DIALOG_ROUTES = [paths.merchant.order.path];

export const isDialogRoutePath = (pathname: string) =>
  DIALOG_ROUTES.some((path) => matchPath({ path, caseSensitive: false, end: true }, pathname) !== null);
