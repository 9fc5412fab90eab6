import { Link } from "react-router-dom";
import { SUPPORT_UKRAINE_URL } from "../../lib/externalLinks";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import "./pages.css";

export function MissionPage() {
  useDocumentTitle("Our Mission");
  return (
    <article className="prose" aria-labelledby="mission-title">
      <h1 id="mission-title">Our Mission</h1>
      <p className="prose__lead">
        Europe is being attacked below the threshold of war. Cables are cut, warehouses burn, drones circle
        airports and military bases, hospitals lose their systems to ransomware and fabricated stories flood
        social media. Each incident is reported on its own and quickly forgotten. Incident Watch Europe puts
        them on one map, so that the pattern can be seen.
      </p>

      <h2>What we track</h2>
      <p>
        We record hostile incidents against European states that credible sources attribute to Russia or
        China: sabotage of infrastructure, arson, cyber attacks, drone and airspace incursions, espionage,
        assassination plots, election interference, disinformation campaigns, and the use of migrants or
        criminal proxies as instruments of pressure. Every incident on the map carries its date, its location,
        who it is attributed to and a link to the reporting it is based on.
      </p>

      <h2>How it works</h2>
      <ul>
        <li>
          <strong>Anyone can contribute.</strong> If you know of an incident that is missing, submit it with a
          link to a credible source. A captcha keeps automated spam out; no account is needed.
        </li>
        <li>
          <strong>Moderators review every submission.</strong> Nothing appears on the map until a moderator
          has checked that the source exists, that it says what the submission claims, and that the incident
          is not already recorded.
        </li>
        <li>
          <strong>Researchers get the data.</strong> Journalists, analysts and academics can query every
          published incident through our public GraphQL API and build on it in their own work.
        </li>
        <li>
          <strong>The community discusses it.</strong> Our <Link to="/forum">forum</Link> is the place to
          debate attributions, share new reporting and point out mistakes.
        </li>
      </ul>

      <h2>Our principles</h2>
      <dl className="principles">
        <dt>Sourcing</dt>
        <dd>
          Every incident links to the reporting it comes from: government statements, court records,
          investigative journalism and established news organisations. We do not publish claims without a
          source, and the source is always one click away.
        </dd>
        <dt>Verification</dt>
        <dd>
          Attribution is hard and sometimes contested. We record what credible sources report, we prefer
          official findings where they exist, and we correct or remove entries when the evidence changes.
        </dd>
        <dt>Transparency</dt>
        <dd>
          The code is open source, the data is public, and the rules for what goes on the map are the same for
          everyone. If you think an entry is wrong, say so in the forum and show us why.
        </dd>
        <dt>Restraint</dt>
        <dd>
          We map incidents, not people. We do not publish personal details of suspects, victims or
          contributors, and we collect as little about our visitors as we can (see our{" "}
          <Link to="/privacy-policy">privacy policy</Link>).
        </dd>
      </dl>

      <h2>Why it matters</h2>
      <p>
        Hybrid attacks work best when nobody connects the dots. A single burnt-out depot is local news; a
        hundred of them across a dozen countries is a campaign. By making the pattern visible and the evidence
        checkable, we want to help citizens, journalists and decision-makers recognise what is happening, and
        to make these attacks harder to deny.
      </p>
      <p>
        Ukraine bears the heaviest cost of this aggression. If you want to help directly, please{" "}
        <a href={SUPPORT_UKRAINE_URL} target="_blank" rel="noopener noreferrer">
          support Ukraine through UNITED24 <span className="visually-hidden">(opens in a new tab)</span>
        </a>
        .
      </p>
    </article>
  );
}
