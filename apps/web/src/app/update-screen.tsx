import type { ReactNode } from 'react';
import { appStoreUrl } from '@forkpoint/shared/partners/app-store-links';
import { appStorePlatform, isBelowVersion, nativeAppVersion } from '@/lib/native-app';
import { usePartner } from '@/lib/partner';
import { PageMain } from '@/components/layout/page-main';

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
  const { theme, appStoreIds } = usePartner();
  // The program's own app in the store of this device (partner setting appStoreIds), never the store's home page.
  const storeUrl = appStoreUrl(appStoreIds, appStorePlatform());
  return (
    <PageMain className="update-screen">
      <img className="update-screen__logo" src={theme.logoUrl} alt={theme.logoAlt} />
      <h1>New Version Available</h1>
      <p>Update now to keep using the app.</p>
      {storeUrl ? (
        <a className="button button--v1" href={storeUrl}>
          Update Now
        </a>
      ) : null}
    </PageMain>
  );
}
