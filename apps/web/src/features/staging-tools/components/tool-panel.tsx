import type { ReactNode } from 'react';

/** One staging tool: a titled region of the page with what it does. */
export function ToolPanel({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section className="staging-tool" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="staging-tool__title">
        {title}
      </h2>
      <p className="staging-tool__hint">{hint}</p>
      {children}
    </section>
  );
}

export type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string } | null;

/**
 * What the last action of a tool did: announced politely when done, at once when it failed. The live regions
 * are always in the page, so a screen reader hears the message that arrives in them.
 */
export function ToolOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <div className="staging-tool__outcome">
      <p className="staging-tool__done" role="status">
        {outcome?.kind === 'done' ? outcome.text : null}
      </p>
      <p className="staging-tool__failed" role="alert">
        {outcome?.kind === 'failed' ? outcome.text : null}
      </p>
    </div>
  );
}
