import { createContext, useContext, type ReactNode } from 'react';

/**
 * A notice every form without a legal checkbox shows under its button (spec part 1 §5: a partner may show
 * an extra privacy notice there). The app layer provides the partner's words (the global footer copy's
 * form_privacy_notice); forms read it through AppForm, so none has to know which partner shows one.
 */
const FormNoticeContext = createContext<ReactNode>(null);

export const FormNoticeProvider = FormNoticeContext.Provider;

export function useFormNotice(): ReactNode {
  return useContext(FormNoticeContext);
}
