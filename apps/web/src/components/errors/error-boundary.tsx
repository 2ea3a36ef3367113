import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@/lib/logger';

export interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  /** When this value changes (e.g. the path), a caught error is cleared and the children render again. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: unknown;
}

/** A render error shows the fallback instead of unmounting the whole app to a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error('render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
