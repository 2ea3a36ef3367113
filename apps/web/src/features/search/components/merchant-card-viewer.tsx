import { createContext, useContext, type ReactNode } from 'react';
import { VISITOR_VIEWER, type MerchantCardViewer } from '../lib/earn-label';

/**
 * Who looks at the merchant cards (member tier, copy, partner earn rates). Features do not import each other,
 * so the app layer builds the viewer (app/hooks/use-merchant-card-viewer.ts) and provides it around any list
 * of cards; a card outside a provider reads as seen by a visitor.
 */
const MerchantCardViewerContext = createContext<MerchantCardViewer | null>(null);

export function MerchantCardViewerProvider({ value, children }: { value: MerchantCardViewer; children: ReactNode }) {
  return <MerchantCardViewerContext.Provider value={value}>{children}</MerchantCardViewerContext.Provider>;
}

export function useCardViewer(): MerchantCardViewer {
  return useContext(MerchantCardViewerContext) ?? VISITOR_VIEWER;
}
