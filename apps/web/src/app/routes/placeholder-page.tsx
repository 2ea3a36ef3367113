/** A route whose page is not built yet: its heading in the main landmark, so every path answers. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main id="main-content" className="page" tabIndex={-1}>
      <h1 className="page__title">{title}</h1>
    </main>
  );
}
