/** One CSV line's fields (RFC 4180 quoting within the line); null when a quote is left open. */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    if (line[at] === '"') {
      let value = '';
      let i = at + 1;
      for (;;) {
        const quote = line.indexOf('"', i);
        if (quote === -1) return null;
        value += line.slice(i, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      const comma = line.indexOf(',', i);
      // Anything between the closing quote and the comma is kept as written (lenient, like most readers).
      fields.push(value + line.slice(i, comma === -1 ? line.length : comma));
      if (comma === -1) return fields;
      at = comma + 1;
    } else {
      const comma = line.indexOf(',', at);
      fields.push(line.slice(at, comma === -1 ? line.length : comma));
      if (comma === -1) return fields;
      at = comma + 1;
    }
  }
}
