import { Link } from "react-router-dom";
import { ContactEmail } from "../../components/ContactEmail";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import "./pages.css";

export function PrivacyPolicyPage() {
  useDocumentTitle("Privacy Policy");
  return (
    <article className="prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy Policy</h1>
      <p className="prose__meta">Last updated: March 2025</p>
      <p className="prose__lead">
        Incident Watch Europe is built to collect as little personal data as possible. This policy explains
        what we process when you visit the map, submit an incident or take part in the forum, why we do it,
        how long we keep it and which rights you have under the EU General Data Protection Regulation (GDPR).
      </p>

      <h2>1. Who is responsible</h2>
      <p>
        The operators of this installation of Incident Watch Europe are the controller of your personal data.
        For any question about this policy, and for every data-rights request, write to <ContactEmail />.
      </p>

      <h2>2. Minimum age</h2>
      <p>
        You must be at least 16 years old to create an account, post in the forum or submit an incident. If we
        learn that an account belongs to someone younger, we delete it.
      </p>

      <h2>3. What we collect</h2>
      <dl>
        <dt>Account data</dt>
        <dd>
          When you register: your username, email address and password. We store the password only as a salted
          one-way hash and never see it in plain text. Your role, an avatar if you upload one, your settings
          and the time you were last active are stored with your account.
        </dd>
        <dt>Forum content</dt>
        <dd>
          Threads, posts, reactions and reports you create, and the notifications we send you about them.
          Posts and your username and avatar are public.
        </dd>
        <dt>Submitted incidents</dt>
        <dd>
          The type, source link, date and location you enter, and the title we read from the source. We do not
          ask for your name. To fight spam and abuse we keep a hashed (non-reversible) form of the request
          metadata of a submission, such as the IP address and browser identification, and erase it after 30
          days.
        </dd>
        <dt>Avatars</dt>
        <dd>
          A profile picture you upload is stored on our own server, re-encoded without its embedded metadata
          (such as camera details or location), and is public with your username. You can remove it in your
          settings at any time.
        </dd>
        <dt>Server logs</dt>
        <dd>
          Like any web server, ours records the time, requested address, response status, IP address and
          browser identification of requests, to keep the service secure and working.
        </dd>
        <dt>Captcha</dt>
        <dd>
          Forms that anyone can use (incident submission, registration, password reset) are protected by a
          captcha. By default it is a small puzzle that your browser solves with our own server, and no third
          party is involved. If this installation uses Google reCAPTCHA instead, Google Ireland Limited
          processes your IP address and browser information when you use such a form, to tell people from
          automated programs, and Google&apos;s privacy policy applies to that processing.
        </dd>
        <dt>Maps</dt>
        <dd>
          The maps are drawn from data this server sends, so viewing them tells no one else where you look. If
          this installation is configured with a hosted map style, your browser loads map tiles from that
          provider, which then sees your IP address and the map area you view.
        </dd>
      </dl>
      <p>
        Apart from the Google reCAPTCHA and hosted map cases above, both of which the operators must switch
        on, your browser makes no request to any third party while you use this site.
      </p>

      <h2>4. Cookies and local storage</h2>
      <p>
        We use a single cookie, <code>token</code>, which keeps you signed in. It is set only when you log in,
        is limited to this site (SameSite=Strict) and expires after 7 days or when you log out. The
        browser&apos;s local storage holds the same session token, a copy of your profile so the site can show
        who you are while offline, and cached public forum pages. We use no analytics, advertising or tracking
        cookies, so we do not ask for cookie consent.
      </p>

      <h2>5. Why we process it, and on which legal basis</h2>
      <ul>
        <li>
          <strong>Providing your account and the forum</strong> (account data, forum content, session cookie):
          performance of our agreement with you, Art. 6(1)(b) GDPR.
        </li>
        <li>
          <strong>Reviewing and publishing incidents</strong> (submission data): our legitimate interest in
          documenting hostile incidents against European states for the public, Art. 6(1)(f) GDPR.
        </li>
        <li>
          <strong>Security and abuse prevention</strong> (server logs, hashed submission metadata, captcha,
          moderation reports): our legitimate interest in keeping the service safe and free of spam, Art.
          6(1)(f) GDPR.
        </li>
        <li>
          <strong>Legal obligations</strong>: where the law requires us to keep or disclose data, Art. 6(1)(c)
          GDPR.
        </li>
      </ul>

      <h2>6. Who receives your data</h2>
      <p>
        We do not sell personal data or share it with advertisers. Approved incidents, forum posts, usernames
        and avatars are public, and approved incidents are also available to anyone through our public API. We
        use service providers for hosting and for sending email (such as password-reset messages); they
        process data only on our instructions. If Google reCAPTCHA is in use, Google receives the data
        described above. Where such a provider processes data outside the European Economic Area, the transfer
        relies on an adequacy decision (such as the EU-US Data Privacy Framework) or on the European
        Commission&apos;s standard contractual clauses.
      </p>

      <h2>7. How long we keep it</h2>
      <ul>
        <li>Account data: for as long as your account exists.</li>
        <li>
          Forum content: until you or a moderator delete it, or your account is erased; when an account is
          erased its posts are deleted or shown without a username.
        </li>
        <li>Sessions: until you log out, and at most 7 days.</li>
        <li>Hashed submission metadata: at most 30 days.</li>
        <li>Server logs: at most 14 days, unless needed to investigate a specific attack.</li>
        <li>Published incidents: as part of the public record, without any link to who submitted them.</li>
      </ul>

      <h2>8. Your rights</h2>
      <p>Under the GDPR you have the right to:</p>
      <ul>
        <li>
          <strong>access</strong> the personal data we hold about you and receive a copy (Art. 15);
        </li>
        <li>
          <strong>rectification</strong> of inaccurate data (Art. 16);
        </li>
        <li>
          <strong>erasure</strong> of your data, including your account (Art. 17);
        </li>
        <li>
          <strong>restriction</strong> of processing while a question is being resolved (Art. 18);
        </li>
        <li>
          <strong>data portability</strong>: your account data and posts in a machine-readable format (Art.
          20);
        </li>
        <li>
          <strong>object</strong> to processing based on our legitimate interests (Art. 21);
        </li>
        <li>
          <strong>lodge a complaint</strong> with a data protection supervisory authority, in particular in
          the EU member state where you live or work (Art. 77).
        </li>
      </ul>
      <p>
        <strong>Download my data.</strong> Signed in, open Settings (<code>/forum/settings</code>) and choose
        &ldquo;Download my data&rdquo;: you get at once a JSON file of your account, your threads and posts
        (deleted ones too, as long as they are stored), your reactions, the reports you sent and their state,
        your notifications, your sessions, any ban and the threads you follow. It holds no other member&apos;s
        private data: others appear only by their public username.
      </p>
      <p>
        <strong>Delete my account.</strong> In Settings, &ldquo;Delete my account&rdquo; asks for your
        password and then erases at once your account, sessions (you are signed out on every device),
        reactions, the reports you sent, your notifications, any ban and the threads you follow. Your posts
        and threads stay where they are, without your username and without any link to you, shown as written
        by a deleted member, so that other members&apos; replies keep their sense. Your username stays
        reserved for 30 days, so nobody can pose as you straight away, and is then free again. Moderators and
        admins first ask an admin to remove their role; you may also write to <ContactEmail />.
      </p>
      <p>
        To exercise any of these rights, email <ContactEmail /> from the address linked to your account, or
        tell us your username. We answer within one month. Exercising your rights is free of charge.
      </p>

      <h2>9. Security</h2>
      <p>
        All traffic is encrypted with HTTPS. Passwords and session tokens are stored only as hashes, access to
        the servers is restricted to the operators, and the software is open source so anyone can review how
        it treats your data.
      </p>

      <h2>10. Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top of this page and, for significant changes,
        announce them in the <Link to="/forum">forum</Link>.
      </p>
    </article>
  );
}
