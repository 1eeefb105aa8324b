// Catches a page that fails to render or whose code cannot be downloaded (offline before the page was ever opened).
import { Component, type ReactNode } from 'react';
import { LoadProblem } from '../content';

interface State {
  error: Error | null;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error): void {
    console.error('Page failed to render', error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A lazy chunk that failed once stays failed in React's cache: reloading is the reliable retry.
    return <LoadProblem error={error} onRetry={() => window.location.reload()} />;
  }
}
