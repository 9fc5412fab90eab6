import { useDocumentTitle } from "../lib/useDocumentTitle";

/** A page that so far has only its heading: the route exists and is guarded, its content comes later. */
export function SectionPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="panel" aria-labelledby="section-page-title">
      <h1 id="section-page-title">{title}</h1>
    </section>
  );
}
