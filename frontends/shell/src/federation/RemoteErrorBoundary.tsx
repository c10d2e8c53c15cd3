import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the remote module in the log. */
  moduleId: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** A remote that fails to load or render must not take the shell down with it. Key it per module. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Falha no módulo remoto ${this.props.moduleId}`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
