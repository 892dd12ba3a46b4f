// Catches render errors below it and shows `fallback` instead, so a crash takes down only that part
// of the page: the whole page (the shell's fatal error page), one remote's section, or a card another
// remote lends (a widget). React reports what it caught to the root's onCaughtError (the shell logs it).
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
