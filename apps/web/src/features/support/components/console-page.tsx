import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageMain } from '@/components/layout/page-main';

/**
 * A console page: its main landmark and h1, the document title, and focus moved to the page when the
 * path changes, so keyboard and screen-reader users start at the new page's heading.
 */
export function ConsolePage({
  title,
  children,
  actions,
  narrow = false,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  narrow?: boolean;
}) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${title} · Support console`;
  }, [title]);
  useEffect(() => {
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <PageMain ref={main} className={narrow ? 'support-page support-page--narrow' : 'support-page'}>
      <div className="support-page__head">
        <h1 className="support-page__title">{title}</h1>
        {actions}
      </div>
      {children}
    </PageMain>
  );
}
