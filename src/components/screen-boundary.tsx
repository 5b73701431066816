import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedLoads } from '../lib/retryable-lazy';
import { LoadProblem } from './load-problem';

/** A screen's code that did not arrive: the browser's words for a failed dynamic import or its CSS. */
const MISSING_CODE =
  /dynamically imported module|importing a module script failed|unable to preload css|chunkloaderror/i;

export const isMissingCode = (error: unknown) => error instanceof Error && MISSING_CODE.test(error.message);

interface ScreenBoundaryProps {
  children: ReactNode;
  /** Tentar novamente: what else to ask for again besides the screen's code (its data). */
  onRetry?: () => void;
}

/**
 * What a lazily loaded screen shows when its code or data cannot load: the app's "Sem conexão"
 * state with "Tentar novamente", never a blank page.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isMissingCode(error)) console.error(error, info.componentStack);
  }

  retry = () => {
    retryFailedLoads();
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Code that did not come is a connection problem, whatever the browser called it.
    const shown = isMissingCode(error) ? { unanswered: true, message: '' } : error;
    return (
      <div className="screen-boundary">
        <LoadProblem what="esta tela" error={shown} onRetry={this.retry} />
      </div>
    );
  }
}
