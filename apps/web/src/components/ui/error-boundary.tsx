import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

type Props = { children: ReactNode; resetKey?: unknown };
type State = { error: Error | null };

/** Catches a screen's crash and shows the error screen instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen crashed', error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    // Navigating elsewhere gives the next screen a fresh start.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    if (this.state.error) return <ErrorScreen message={this.state.error.message} />;
    return this.props.children;
  }
}
