/**
 * A route whose page belongs to a later issue (sign-in, enrollment, search, account, surveys): its heading
 * in the main landmark inside the full shell, so every path of the route table answers.
 */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main id="main-content" className="page" tabIndex={-1}>
      <h1 className="page__title">{title}</h1>
    </main>
  );
}
