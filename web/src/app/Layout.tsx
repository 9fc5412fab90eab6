import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useAuth } from "../features/auth";
import { NotificationsProvider } from "../features/notifications";
import { useT } from "../i18n";
import { ErrorBoundary } from "./ErrorBoundary";
import { Header } from "./Header";
import { OfflineBanner } from "./OfflineBanner";
import { PageLoading } from "./PageLoading";
import { SiteFooter } from "./SiteFooter";

// Only a signed-in member can be banned; visitors never load the banner's code. Its own chunk also keeps the
// ban notice, which forum pages share, out of the main bundle. A chunk that fails to load shows nothing
// (the forms a banned member cannot use still say why).
const BanBanner = lazy(() => import("../features/bans/BanBanner").catch(() => ({ default: () => null })));

export function Layout() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const t = useT("app");
  return (
    <NotificationsProvider>
      <div className="app">
        <a className="skip-link" href="#main">
          {t("app.skipToContent")}
        </a>
        <Header />
        <OfflineBanner />
        {user && (
          <Suspense fallback={null}>
            <BanBanner />
          </Suspense>
        )}
        <main id="main" className="app__main" tabIndex={-1}>
          {/* keyed by path so navigating away from a failed page clears the error */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        {/* the map fills the screen below the header; every other page ends with the footer */}
        {pathname !== "/" && <SiteFooter />}
      </div>
    </NotificationsProvider>
  );
}
