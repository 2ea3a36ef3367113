/**
 * The top of every state of the stand-in page: this is not the program's real ordering provider, so a diner
 * is never misled into expecting food or a charge.
 */
export function DemonstrationBanner() {
  return (
    <aside className="demonstration-banner" aria-labelledby="demonstration-banner-title">
      <p className="demonstration-banner__title" id="demonstration-banner-title">
        Demonstration ordering
      </p>
      <p className="demonstration-banner__text">
        This page shows how online ordering works in the program. Orders placed here are recorded, but no restaurant
        receives them and nothing is charged.
      </p>
    </aside>
  );
}
