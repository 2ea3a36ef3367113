import { PlaceholderPage } from './placeholder-page';

/** Reviews & History (spec part 2 §2): being built (issue 14). */
export function RecentActivityRoute() {
  return <PlaceholderPage title="Reviews & History" />;
}
