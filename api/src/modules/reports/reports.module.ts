import { defineModule } from "../app-module.js";
import { AuditService } from "../audit/audit.service.js";
import { forumModerationService } from "../forum/forum.module.js";
import { ForumFacts } from "../forum/reading/shown-targets.js";
import { bansService } from "../members/members.module.js";
import { notificationsService } from "../notifications/notifications.module.js";
import { UsersService } from "../users/users.service.js";
import { ReportSchema } from "./report.entity.js";
import { reportPins } from "./report-pins.js";
import { ReportReviewService } from "./report-review.service.js";
import { createReportLoaders } from "./reports.loaders.js";
import {
  ReportEntryResolver,
  ReportGroupResolver,
  ReportsResolver,
  UserReportsResolver,
} from "./reports.resolver.js";
import { ReportsService } from "./reports.service.js";
import { MyReportsService } from "./my-reports.service.js";

export const reportsModule = defineModule({
  entities: [ReportSchema],
  resolvers: [ReportsResolver, ReportGroupResolver, ReportEntryResolver, UserReportsResolver],
  services: (em, deps, uow) => ({
    reports: new ReportsService(em, uow),
    myReports: new MyReportsService(em, new UsersService(em, uow), new ForumFacts(em)),
    reportReview: new ReportReviewService(
      em,
      uow,
      bansService(em, deps, uow),
      notificationsService(em, deps, uow),
      forumModerationService(em, deps, uow),
      new AuditService(),
    ),
  }),
  loaders: createReportLoaders,
  hooks: reportPins,
});
