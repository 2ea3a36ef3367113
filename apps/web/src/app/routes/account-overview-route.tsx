import { PlaceholderPage } from './placeholder-page';

/** Account Overview (spec part 2 §2): being built (issue 14). */
export function AccountOverviewRoute() {
  return <PlaceholderPage title="Account Overview" />;
}
