import { useQuery } from "@apollo/client/react";
import { useT } from "../i18n";
import { siteInfoQuery } from "./siteInfo.graphql";

/** The installation's contact address (server configuration), as a mailto link. */
export function ContactEmail() {
  const t = useT("app");
  const { data, error } = useQuery(siteInfoQuery);
  const email = data?.siteInfo.contactEmail;
  if (email)
    return (
      <a href={`mailto:${email}`} translate="no">
        {email}
      </a>
    );
  if (error) return <span className="contact-email--unavailable">{t("app.contact.unavailable")}</span>;
  return <span aria-busy="true">{t("app.contact.loading")}</span>;
}
