import type { ReactNode } from 'react';
import '@/components/form/form.css';
import './auth-page.css';

/** The frame of an identity page: its one main landmark and h1. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main-content" className="page auth-page" tabIndex={-1}>
      <h1 className="page__title">{title}</h1>
      {children}
    </main>
  );
}
