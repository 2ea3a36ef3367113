import { STARTUP_DATA_ELEMENT_ID } from '@forkpoint/shared/contracts/startup-data';

/**
 * JSON text that is safe inside an HTML <script> element: no `<` (so neither `</script>` nor `<!--` can end or
 * change the element, whatever a content editor typed), no `>` or `&` (nothing the HTML parser could read as
 * markup), and U+2028/U+2029 escaped (line terminators to older JavaScript parsers). Every replacement is a
 * JSON string escape, so JSON.parse reads back exactly the value that was written.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char] ?? char);
}

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The non-executed data block: a `type="application/json"` script is never run, so the strict CSP
 * (`script-src 'self'`) neither blocks nor reports it.
 */
export function startupDataBlock(json: string): string {
  return `<script type="application/json" id="${STARTUP_DATA_ELEMENT_ID}">${json}</script>`;
}
