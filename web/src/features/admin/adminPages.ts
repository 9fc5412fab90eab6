// Every admin screen comes from this module, so the admin area is one lazy chunk of its own
export { AdminLayout } from "./AdminLayout";
export { AdminDashboard } from "./AdminDashboard";
export { AdminNotFound } from "./AdminNotFound";
export { IncidentQueuePage } from "./IncidentQueuePage";
export { ReviewedIncidentsPage } from "./ReviewedIncidentsPage";
export { ReportsPage } from "./ReportsPage";
export { CategoriesPage } from "./CategoriesPage";
export { BroadcastPage } from "./BroadcastPage";
export { UsersPage } from "./UsersPage";
export { AuditLogPage } from "./AuditLogPage";
export { ImportsPage } from "./ImportsPage";
