import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { usePartner } from '@/lib/partner';
import { getPartners, STAGING_QUERY_KEYS } from '../api/staging-tools-api';
import { ToolPanel } from './tool-panel';

/**
 * Choose partner: the ?partner= switch every non-production server takes (remembered in a cookie). The page
 * loads again on the chosen partner, whose theme, copy and settings the whole app then wears. Staff sessions
 * belong to one partner, so the tools ask for that partner's staff sign-in after a switch.
 */
export function PartnerTool() {
  const current = usePartner();
  const partners = useQuery({ queryKey: STAGING_QUERY_KEYS.partners, queryFn: getPartners });
  const [chosen, setChosen] = useState(current.code);
  const selectId = useId();

  return (
    <ToolPanel id="partner-tool" title="Partner" hint={`You are looking at ${current.name} (${current.code}).`}>
      {partners.isPending ? <p role="status">Loading the partners…</p> : null}
      {partners.isError ? (
        <p role="alert">The partner list could not be loaded. Reload the page to try again.</p>
      ) : null}
      {partners.data ? (
        <form
          className="staging-tool__row"
          onSubmit={(event) => {
            event.preventDefault();
            window.location.assign(paths.stgtools.getHref({ partner: chosen }));
          }}
        >
          <label htmlFor={selectId}>Partner</label>
          <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {partners.data.partners.map((partner) => (
              <option key={partner.code} value={partner.code}>
                {partner.name} ({partner.code})
              </option>
            ))}
          </select>
          <button type="submit" className="button button--v2" disabled={chosen === current.code}>
            Switch partner
          </button>
        </form>
      ) : null}
    </ToolPanel>
  );
}
