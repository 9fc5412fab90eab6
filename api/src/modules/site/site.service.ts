import type { Config } from "../../config.js";
import type { SiteInfo } from "./site-info.type.js";

export class SiteService {
  constructor(private readonly config: Config) {}

  info(): SiteInfo {
    return { contactEmail: this.config.contactEmail, mapStyleUrl: this.config.mapStyleUrl ?? null };
  }
}
