import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { NotificationsProvider } from "../features/notifications/NotificationsProvider";
import { ErrorBoundary } from "./ErrorBoundary";
import { Header } from "./Header";
import { OfflineBanner } from "./OfflineBanner";
import { BanBanner } from "../features/bans/BanBanner";
import { PageLoading } from "./PageLoading";

export function Layout() {
  const { pathname } = useLocation();
  return (
    <NotificationsProvider>
      <div className="app">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <Header />
        <OfflineBanner />
        <BanBanner />
        <main id="main" className="app__main" tabIndex={-1}>
          {/* keyed by path so navigating away from a failed page clears the error */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </NotificationsProvider>
  );
}
