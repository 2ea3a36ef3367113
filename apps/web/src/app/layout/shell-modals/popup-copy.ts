import { useMemo } from 'react';
import { expandCopyDeep } from '@forkpoint/shared/content/copy-tokens';
import { TEMPORARY_SSO_MODAL_TYPE } from '@forkpoint/shared/content/popup-types';
import type { PopupFields } from '@forkpoint/shared/content/content-schemas';
import { isObject, isText } from '@/components/copy/content-guards';
import { useCopyTerms, usePartnerContent } from '../../hooks/use-partner-copy';

const isPopup = (fields: Record<string, unknown>): fields is PopupFields =>
  isText(fields.modal_type) &&
  isText(fields.title) &&
  isText(fields.body_text) &&
  isObject(fields.link) &&
  isText(fields.link.text) &&
  isText(fields.link.url);

export { TEMPORARY_SSO_MODAL_TYPE };

/** The popup copy of one type (content group `popup`), tokens filled in; null when there is none. */
export function usePopupCopy(modalType: string | null): PopupFields | null {
  const entries = usePartnerContent('popup');
  const terms = useCopyTerms();
  return useMemo(() => {
    if (modalType === null) return null;
    const fields = entries.map((entry) => entry.fields).find((f) => isPopup(f) && f.modal_type === modalType);
    return fields && isPopup(fields) ? expandCopyDeep(fields, terms) : null;
  }, [entries, terms, modalType]);
}
