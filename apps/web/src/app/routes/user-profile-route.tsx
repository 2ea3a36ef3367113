import { PlaceholderPage } from './placeholder-page';

/** Profile (spec part 2 §2): being built (issue 14). */
export function UserProfileRoute() {
  return <PlaceholderPage title="Profile" />;
}
