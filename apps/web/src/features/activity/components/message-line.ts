import type { CSSProperties } from 'react';

/**
 * The forms kit's message line, drawn here without its chunks (components/form/reserve-message-line.tsx and
 * press-hold.ts): the Reviews & History page loads the review dialog first and is near its size budget. The
 * element gets the room of `message` under its field at its width now, shown or not (form.css), so a message
 * coming or going moves no star or button under it (issue 30).
 */
export function reservedFor(message: string): { className: string; style: CSSProperties } {
  // A CSS string: JSON's quoting and escapes are CSS's for the characters a message holds.
  return { className: 'form-field-reserve', style: { '--field-reserve': JSON.stringify(message) } as CSSProperties };
}
