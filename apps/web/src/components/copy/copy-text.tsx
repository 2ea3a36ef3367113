import { Fragment } from 'react';
import { Link } from 'react-router';
import { LINK_TOKEN_PATHS, parseLinkTokens } from '@forkpoint/shared/content/index';

/**
 * Renders copy whose `{{tokens}}` are already expanded; `[[name|text]]` link tokens become links to their
 * in-app page. Tokens that stand for an action or a partner setting (support phone, sign-out, short code)
 * show their text until the shell that resolves them exists.
 */
export function CopyText({ text }: { text: string }) {
  return (
    <>
      {parseLinkTokens(text).map((part, index) => {
        if (part.type === 'text') return <Fragment key={index}>{part.text}</Fragment>;
        const to = LINK_TOKEN_PATHS[part.name];
        return to && part.text ? (
          <Link key={index} to={to}>
            {part.text}
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        );
      })}
    </>
  );
}

/** Copy written twice, for wide and narrow screens; the stylesheet shows one (styles/base.css). */
export function ResponsiveCopy({ desktop, mobile }: { desktop: string; mobile: string }) {
  if (desktop === mobile) return <CopyText text={desktop} />;
  return (
    <>
      <span className="copy-desktop">
        <CopyText text={desktop} />
      </span>
      <span className="copy-mobile">
        <CopyText text={mobile} />
      </span>
    </>
  );
}
