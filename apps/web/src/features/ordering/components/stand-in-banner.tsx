/**
 * The top of every state of the stand-in page: this is not the program's real ordering provider, so a diner
 * is never misled into expecting food or a charge.
 */
export function StandInBanner() {
  return (
    <aside className="stand-in-banner" aria-labelledby="stand-in-banner-title">
      <p className="stand-in-banner__title" id="stand-in-banner-title">
        Demonstration ordering
      </p>
      <p className="stand-in-banner__text">
        This page shows how online ordering works in the program. Orders placed here are recorded, but no restaurant
        receives them and nothing is charged.
      </p>
    </aside>
  );
}
