import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseLinkTokens } from '@forkpoint/shared/content/copy-tokens';
import { useCopyLinkSettings } from './link-settings';
import { resolveLinkToken } from './link-tokens';
import { RegisteredMarks } from './registered-mark';

/** Told to screen readers after the words of every link that opens a new tab (spec part 1 §2). */
export const NEW_TAB_LABEL = 'Opens in a new tab';

export function NewTabNote() {
  // The space stays outside the hidden span: name computation trims a child's own text.
  return (
    <>
      {' '}
      <span className="visually-hidden">({NEW_TAB_LABEL})</span>
    </>
  );
}

/** Attributes of an anchor that opens a new tab; the page it opens gets no handle on this one. */
export const NEW_TAB_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Renders copy whose `{{tokens}}` are already expanded: `[[name|text]]` link tokens become their links
 * (components/copy/link-tokens.ts) and "®" follows the partner's registered-mark rule.
 */
export function CopyText({ text }: { text: string }) {
  const settings = useCopyLinkSettings();
  const superscript = settings?.registeredMarkSuperscript ?? true;
  const words = (value: string) => <RegisteredMarks text={value} superscript={superscript} />;

  return (
    <>
      {parseLinkTokens(text).map((part, index): ReactNode => {
        if (part.type === 'text') return <Fragment key={index}>{words(part.text)}</Fragment>;
        const link = resolveLinkToken(part.name, part.text, settings);
        switch (link.kind) {
          case 'route':
            return (
              <Link key={index} to={link.to}>
                {words(link.text)}
              </Link>
            );
          case 'reload':
            return (
              <a key={index} href={link.href}>
                {words(link.text)}
              </a>
            );
          case 'href':
            return (
              <a key={index} href={link.href} {...(link.newTab ? NEW_TAB_PROPS : {})}>
                {words(link.text)}
                {link.newTab ? <NewTabNote /> : null}
              </a>
            );
          case 'marker':
            return (
              <strong key={index} className="copy-marker">
                {link.text}
              </strong>
            );
          case 'text':
            return <Fragment key={index}>{words(link.text)}</Fragment>;
        }
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
