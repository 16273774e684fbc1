import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` in place of children whose code could not be loaded (a lost connection, or a
 * new deploy that removed the old files), so the rest of the page stays.
 */
export class LoadFailureBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
