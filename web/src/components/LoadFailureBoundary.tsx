import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
  /** When this changes, the children are tried again (for example, the next page visited). */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Shows `fallback` in place of children whose code could not be loaded (a lost connection, or a
 * new deploy that removed the old files), so the rest of the page stays.
 */
export class LoadFailureBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
