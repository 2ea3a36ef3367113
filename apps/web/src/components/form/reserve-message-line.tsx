import type { CSSProperties, ReactNode } from 'react';

/**
 * Keeps room under the wrapped field for a message that can take more than the one line every field keeps,
 * as the /recover e-mail message and the join form's phone message do on a phone (issue 30: no control may
 * move because a neighbour's message changed). The field's message line is then as high as that message at
 * the width the field has now, whether it shows or not (form.css). The room is drawn by CSS from a custom
 * property, so nobody reads it and no text search finds it; and the forms kit itself stays as it was, as the
 * pages that load it first (Linked Cards) are at their size budget.
 */
export function ReserveMessageLine({ message, children }: { message: string; children: ReactNode }) {
  // A CSS string: JSON's quoting and escapes are CSS's for the characters a message holds.
  const style = { '--field-reserve': JSON.stringify(message) } as CSSProperties;
  return (
    <div className="form-field-reserve" style={style}>
      {children}
    </div>
  );
}
