import type { ReactNode } from 'react';
import '@/components/form/form.css';
import './auth-page.css';
import { PageMain } from '@/components/layout/page-main';

/** The frame of an identity page: its one main landmark and h1. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageMain className="page auth-page">
      <h1 className="page__title">{title}</h1>
      {children}
    </PageMain>
  );
}
