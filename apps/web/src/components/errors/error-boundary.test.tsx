import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('page failed');
  return <p>page content</p>;
}

describe('the error boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its fallback when a child fails to render, and logs the error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<p>fallback</p>}>
        <Page broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(error.mock.calls.some(([message]) => message === 'render error')).toBe(true);
  });

  it('renders the children again once its reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={<p>fallback</p>}>
        <Page broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/a" fallback={<p>fallback</p>}>
        <Page broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();

    rerender(
      <ErrorBoundary resetKey="/b" fallback={<p>fallback</p>}>
        <Page broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('page content')).toBeInTheDocument();
  });
});
