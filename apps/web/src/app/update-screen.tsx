import type { ReactNode } from 'react';
import { appStorePlatform, isBelowVersion, nativeAppVersion } from '@/lib/native-app';
import { usePartner } from '@/lib/partner';
import { useGlobalCopy } from './hooks/use-global-copy';

/**
 * Inside the native app below the partner's minimumAppVersion, the update screen replaces the whole app
 * (spec part 1 §2 "Update screen"): the old app may call what the server no longer answers.
 */
export function NativeAppVersionGate({ children }: { children: ReactNode }) {
  const { minimumAppVersion } = usePartner();
  const version = nativeAppVersion(navigator.userAgent);
  return version !== null && isBelowVersion(version, minimumAppVersion) ? <UpdateScreen /> : children;
}

function UpdateScreen() {
  const { footer } = useGlobalCopy();
  const { theme } = usePartner();
  const badges = footer.appBadges;
  // The store of this device, from the footer's app-store links (content), where the partner has them.
  const storeUrl = badges ? (appStorePlatform() === 'ios' ? badges.ios_url : badges.android_url) : null;
  return (
    <main id="main-content" className="update-screen" tabIndex={-1}>
      <img className="update-screen__logo" src={theme.logoUrl} alt={theme.logoAlt} />
      <h1>New Version Available</h1>
      <p>Update now to keep using the app.</p>
      {storeUrl ? (
        <a className="button button--v1" href={storeUrl}>
          Update Now
        </a>
      ) : null}
    </main>
  );
}
