import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n";
import { WatchLevelSelect } from "./WatchLevelSelect";
import { watchedSubjectsQuery } from "./watching.graphql";
import "./watching.css";

/**
 * Settings: the threads and categories the member watches or muted, each with its choice, the latest
 * first. A level changed here shows at once; the list is read again on the next visit.
 */
export function WatchingSection() {
  const t = useT("forum");
  const { data, error, loading } = useQuery(watchedSubjectsQuery, { fetchPolicy: "network-only" });
  const subjects = data?.watchedSubjects;
  return (
    <section className="form watching-section" aria-labelledby="watching-title">
      <h2 id="watching-title">{t("forum.watching.title")}</h2>
      <p className="field-hint">{t("forum.watching.lead")}</p>
      {!subjects && loading && <p role="status">{t("forum.watching.loading")}</p>}
      {!subjects && error && <p>{t("forum.watching.loadFailed")}</p>}
      {subjects?.length === 0 && <p>{t("forum.watching.none")}</p>}
      {subjects && subjects.length > 0 && (
        <ul className="watching-section__list">
          {subjects.map(({ level, thread, category }) => {
            const subject = thread
              ? {
                  kind: "thread" as const,
                  id: thread.id,
                  name: thread.title,
                  to: `/forum/thread/${thread.id}`,
                }
              : category && {
                  kind: "category" as const,
                  id: category.id,
                  name: category.name,
                  to: `/forum/category/${category.id}`,
                };
            if (!subject) return null;
            return (
              <li key={`${subject.kind}:${subject.id}`} className="watching-section__item">
                <Link to={subject.to}>{subject.name}</Link>{" "}
                <span className="watching-section__kind">
                  {t(subject.kind === "thread" ? "forum.watching.thread" : "forum.watching.category")}
                </span>
                <WatchLevelSelect
                  kind={subject.kind}
                  id={subject.id}
                  known={(thread ?? category)?.watchLevel ?? level}
                  label={t("forum.watching.levelFor", { name: subject.name })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
