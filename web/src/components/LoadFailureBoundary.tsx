import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead, or a function of the error that stopped the children. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  children: ReactNode;
  /** When this changes, the children are tried again (for example, the next page visited). */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error?: unknown;
  resetKey: unknown;
}

/**
 * Shows `fallback` in place of children whose code could not be loaded (a lost connection, or a
 * new deploy that removed the old files), so the rest of the page stays.
 */
export class LoadFailureBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
