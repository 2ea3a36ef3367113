import { describe, expect, it } from 'vitest';
import { preloadLandingPage } from './route-preload';

describe('preloadLandingPage', () => {
  it.each(['/search', '/login', '/account/overview', '/merchants/m123'])(
    'fetches the code of %s at start-up',
    async (path) => {
      const loading = preloadLandingPage(path);
      expect(loading).toBeInstanceOf(Promise);
      // Awaited, so no import is still running when the file ends.
      await loading;
    },
  );

  it.each(['/', '/join', '/account/manage_cards', '/merchants/m123/Order'])(
    'leaves %s to the router (home is in the first bundle; other pages load when drawn)',
    (path) => {
      expect(preloadLandingPage(path)).toBeNull();
    },
  );
});
