import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CopyText } from './copy-text';

export interface CopyLinkProps {
  text: string;
  url: string;
  newTab?: boolean;
  className?: string;
  children?: ReactNode;
}

const isInAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * A link from copy: in-app paths go through the router; others (https, mailto, tel) are plain anchors.
 * A link that opens a new tab says so to screen readers (spec part 1 §2 "Opens in a new tab").
 */
export function CopyLink({ text, url, newTab = false, className }: CopyLinkProps) {
  const label = <CopyText text={text} />;
  if (isInAppPath(url) && !newTab) {
    return (
      <Link to={url} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <a href={url} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
      {newTab ? <span className="visually-hidden"> (Opens in a new tab)</span> : null}
    </a>
  );
}
