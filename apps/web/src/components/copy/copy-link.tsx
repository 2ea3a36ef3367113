import { Link } from 'react-router';
import { CopyText, NEW_TAB_PROPS, NewTabNote } from './copy-text';
import { isExternalHref } from './link-tokens';

export interface CopyLinkProps {
  text: string;
  url: string;
  /** The editor's choice for in-app pages; external pages always open in a new tab (spec part 1 §2). */
  newTab?: boolean;
  className?: string;
  /** Plain anchor for a same-origin page that must load in full (sign-out). */
  reload?: boolean;
  role?: string;
  tabIndex?: number;
  onClick?: () => void;
  'aria-current'?: 'page';
}

const isInAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * A link from copy: in-app paths go through the router; others (https, mailto, tel) are plain anchors.
 * A link that opens a new tab says so to screen readers ("Opens in a new tab").
 */
export function CopyLink({ text, url, newTab, className, reload = false, ...rest }: CopyLinkProps) {
  const label = <CopyText text={text} />;
  const opensNewTab = newTab === true || isExternalHref(url);
  if (isInAppPath(url) && !opensNewTab && !reload) {
    return (
      <Link to={url} className={className} {...rest}>
        {label}
      </Link>
    );
  }
  return (
    <a href={url} className={className} {...rest} {...(opensNewTab ? NEW_TAB_PROPS : {})}>
      {label}
      {opensNewTab ? <NewTabNote /> : null}
    </a>
  );
}
