/** The forum home's banner with its Latin motto (spec §1, §2). */
export function ForumBanner() {
  return (
    <header className="forum-banner">
      <h1 className="forum-banner__title">Incident Watch Forum</h1>
      <p className="forum-banner__motto">
        <span lang="la">Vigilantia pretium libertatis</span>
        <span className="forum-banner__translation"> — vigilance is the price of liberty</span>
      </p>
    </header>
  );
}
