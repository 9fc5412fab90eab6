import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { useT } from "../i18n";
import { ChunkLoadTimeoutError, retryFailedChunks } from "./lazyWithTimeout";

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a failing page (or a chunk that never arrived) and keeps the header usable. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Page error", error, info.componentStack);
  }

  // leaving a failed page (the layout remounts the boundary) also lets its chunk load afresh next time
  override componentWillUnmount() {
    if (this.state.error) retryFailedChunks();
  }

  private readonly reset = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorPanel error={error} onReset={this.reset} />;
  }
}

function ErrorPanel({ error, onReset }: { error: Error; onReset: () => void }) {
  const t = useT("app");
  const message =
    error instanceof ChunkLoadTimeoutError
      ? t("app.error.chunkTimeout", { seconds: error.ms / 1000 })
      : error.message || t("app.error.unexpected");
  return (
    <section className="panel panel--error" role="alert" aria-labelledby="error-boundary-title">
      <h1 id="error-boundary-title">{t("app.error.title")}</h1>
      <p>{message}</p>
      <div className="panel__actions">
        <button type="button" className="button button--primary" onClick={onReset}>
          {t("app.error.tryAgain")}
        </button>
        <Link className="button" to="/forum">
          {t("app.error.forumHome")}
        </Link>
      </div>
    </section>
  );
}
