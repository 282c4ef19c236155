import { Component, type ReactNode } from 'react';

interface ChartBoundaryProps {
  /** Shown instead of the chart when it cannot be drawn (its code failed to load). */
  fallback: ReactNode;
  children: ReactNode;
}

/** A chart that fails (a lost chunk, a drawing error) leaves its place empty; the rest of the page keeps working. */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
