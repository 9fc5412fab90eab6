import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "./deps.js";
import { SiteService } from "./modules/site/site.service.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { CaptchaService } from "./modules/auth/captcha.service.js";
import { EventsService } from "./modules/events/events.service.js";
import { EventReviewService } from "./modules/events/event-review.service.js";

/** The domain services for one unit of work (one request or one socket operation). */
export function createServices(em: EntityManager, deps: AppDeps) {
  return {
    site: new SiteService(deps.config),
    auth: new AuthService(em, deps),
    captcha: new CaptchaService(deps),
    events: new EventsService(em, deps),
    eventReview: new EventReviewService(em),
  };
}

export type Services = ReturnType<typeof createServices>;
