import { splitLocalePath } from "@incident-watch/schema";
import { i18nFor, loadCatalog } from "../../i18n/catalogs";
import "./updatePrompt.css";

/**
 * "A new version is available", with a button that lets the waiting worker take over and reloads the
 * page once it has: the member chooses when, so nothing they are typing is lost to a reload.
 */
export async function offerUpdate(registration: ServiceWorkerRegistration): Promise<void> {
  if (document.querySelector(".update-prompt")) return;
  const { locale } = splitLocalePath(window.location.pathname);
  await loadCatalog(locale, "install");
  const t = i18nFor(locale);
  const prompt = document.createElement("div");
  prompt.className = "update-prompt";
  prompt.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = t._("install.update.available");
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "button button--primary";
  reload.textContent = t._("install.update.reload");
  reload.addEventListener("click", () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload());
    registration.waiting?.postMessage({ type: "skip-waiting" });
  });
  prompt.append(text, reload);
  document.body.append(prompt);
}
