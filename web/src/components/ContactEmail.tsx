import { useQuery } from "@apollo/client/react";
import { siteInfoQuery } from "./siteInfo.graphql";

/** The installation's contact address (server configuration), as a mailto link. */
export function ContactEmail() {
  const { data, error } = useQuery(siteInfoQuery);
  const email = data?.siteInfo.contactEmail;
  if (email) return <a href={`mailto:${email}`}>{email}</a>;
  if (error)
    return (
      <span className="contact-email--unavailable">
        our contact address (temporarily unavailable, please try again later)
      </span>
    );
  return <span aria-busy="true">our contact address (loading…)</span>;
}
