import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from './load-with-timeout';
import { ChunkLoadErrorView } from './chunk-load-error-view';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  error: { value: unknown } | null;
}

/** Catches a screen part that failed to load and offers Retry; other errors pass on. */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: { value: error } };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Not a load failure: rethrow so an outer boundary (the router's) handles it.
    if (!(error.value instanceof ChunkLoadError)) throw error.value;
    return <ChunkLoadErrorView onRetry={this.props.onRetry} />;
  }
}
