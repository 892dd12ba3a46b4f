// Catches render errors below it and shows `fallback` instead, so a crash takes down only that part
// of the page: the whole page (the fatal error page) or one remote's section. React reports what it
// caught to the root's onCaughtError (bootstrap.tsx logs it).
import { Component, type ReactNode } from 'react';

interface Props {
  /** Changing it (a Retry, another page) clears the caught error. */
  resetKey: unknown;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: unknown;
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
