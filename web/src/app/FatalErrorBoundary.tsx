import { Component, type ErrorInfo, type ReactNode } from "react";
import { useT } from "../i18n";
import "./notices.css";

interface Props {
  children: ReactNode;
  /** Injected by tests; jsdom cannot reload. */
  onReload?: () => void;
}

interface State {
  error: Error | null;
}

/**
 * The last line of defence around the whole app, including the router and Apollo: it renders without
 * either, so it must not use links or queries.
 */
export class FatalErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Critical React error", error, info.componentStack);
  }

  private readonly reload = () => (this.props.onReload ?? (() => window.location.reload()))();

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <FatalPanel error={error} onReload={this.reload} />;
  }
}

function FatalPanel({ error, onReload }: { error: Error; onReload: () => void }) {
  const t = useT("app");
  return (
    <main className="fatal" id="main">
      <section className="panel panel--error" role="alert" aria-labelledby="fatal-title">
        <h1 id="fatal-title">{t("app.fatal.title")}</h1>
        <p>{t("app.fatal.body")}</p>
        {error.message && <pre className="fatal__detail">{error.message}</pre>}
        <div className="panel__actions">
          <button type="button" className="button button--primary" onClick={onReload}>
            {t("app.fatal.reload")}
          </button>
        </div>
      </section>
    </main>
  );
}
