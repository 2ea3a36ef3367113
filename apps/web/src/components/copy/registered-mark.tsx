import { Fragment } from 'react';
import { REGISTERED_MARK } from '@forkpoint/shared/content/brand-fonts';

/** Text with each "®" lifted into <sup> when the partner's body font needs it (shared brand-fonts.ts). */
export function RegisteredMarks({ text, superscript }: { text: string; superscript: boolean }) {
  if (!superscript || !text.includes(REGISTERED_MARK)) return <>{text}</>;
  const pieces = text.split(REGISTERED_MARK);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 ? <sup className="registered-mark">{REGISTERED_MARK}</sup> : null}
        </Fragment>
      ))}
    </>
  );
}
