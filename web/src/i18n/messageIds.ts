// The English catalogues name every message there is (types only: nothing of them enters the bundle).
import type admin from "../locales/en/admin.json";
import type app from "../locales/en/app.json";
import type auth from "../locales/en/auth.json";
import type explorer from "../locales/en/explorer.json";
import type forum from "../locales/en/forum.json";
import type incident from "../locales/en/incident.json";
import type install from "../locales/en/install.json";
import type map from "../locales/en/map.json";
import type messages from "../locales/en/messages.json";
import type notifications from "../locales/en/notifications.json";
import type pages from "../locales/en/pages.json";
import type places from "../locales/en/places.json";
import type alerts from "../locales/en/alerts.json";
import type statistics from "../locales/en/statistics.json";
import type submit from "../locales/en/submit.json";
import type thread from "../locales/en/thread.json";
import type translation from "../locales/en/translation.json";

export type MessageId =
  | keyof typeof admin
  | keyof typeof app
  | keyof typeof auth
  | keyof typeof explorer
  | keyof typeof forum
  | keyof typeof incident
  | keyof typeof install
  | keyof typeof map
  | keyof typeof messages
  | keyof typeof notifications
  | keyof typeof pages
  | keyof typeof places
  | keyof typeof alerts
  | keyof typeof statistics
  | keyof typeof submit
  | keyof typeof thread
  | keyof typeof translation;
