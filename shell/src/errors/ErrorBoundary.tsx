// Catches a remote page's render errors so a broken remote takes down only its own routes.
import { Component, type ReactNode } from 'react';

interface Props {
  /** Changing it (a Retry) clears the caught error. */
  resetKey: unknown;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: unknown;
  failed: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[shell] A remote page crashed:', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
