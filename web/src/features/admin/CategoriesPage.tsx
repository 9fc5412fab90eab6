import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from "@incident-watch/schema";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { TextField } from "../../components/TextField";
import type { AdminCategoriesQuery } from "../../gql/graphql";
import { useT, type Translate, type Shown } from "../../i18n";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { useAuth } from "../auth";
import {
  adminCategoriesQuery,
  createCategoryMutation,
  deleteCategoryMutation,
  reorderCategoriesMutation,
  updateCategoryMutation,
} from "./categories.graphql";

type Category = AdminCategoriesQuery["categories"][number];
const failureText = (error: unknown, t: Translate) =>
  serverMessageOr(describeFailure(error), t("admin.failed"));

/**
 * /forum/admin/categories: admins create, rename, describe, reorder and delete the forum's categories;
 * moderators read them (the permission matrix leaves categories to admins).
 */
export function CategoriesPage() {
  const t = useT("admin");
  const readOnly = useAuth().user?.role === "moderator";
  const client = useApolloClient();
  const list = useQuery(adminCategoriesQuery, { fetchPolicy: "cache-and-network" });
  const [reorder] = useMutation(reorderCategoriesMutation);
  const [failure, setFailure] = useState<Shown | null>(null);
  const categories = list.data?.categories ?? [];

  const refresh = async () => {
    await client.refetchQueries({ include: ["AdminCategories", "ForumData", "CategoryOptions"] });
  };
  const move = async (index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    setFailure(null);
    try {
      await reorder({ variables: { ids } });
      await refresh();
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };

  if (readOnly) return <CategoryList categories={categories} />;
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">{t("admin.nav.categories")}</h2>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <ol className="admin-categories">
        {categories.map((category, index) => (
          <li key={category.id} className="admin-category">
            <CategoryRow
              category={category}
              others={categories.filter((c) => c.id !== category.id)}
              onChanged={refresh}
            />
            <div
              className="admin-category__order"
              role="group"
              aria-label={t("admin.categories.orderOf", { name: category.name })}
            >
              <button
                type="button"
                className="button button--small"
                disabled={index === 0}
                onClick={() => void move(index, -1)}
              >
                {t("admin.categories.moveUp")}
              </button>
              <button
                type="button"
                className="button button--small"
                disabled={index === categories.length - 1}
                onClick={() => void move(index, 1)}
              >
                {t("admin.categories.moveDown")}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <NewCategoryForm onCreated={refresh} />
    </section>
  );
}

/** The categories as moderators see them: in order, with their counts, nothing to change. */
function CategoryList({ categories }: { categories: Category[] }) {
  const t = useT("admin");
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">{t("admin.nav.categories")}</h2>
      <p className="admin-note">{t("admin.categories.adminsOnly")}</p>
      <ol className="admin-categories admin-categories--read">
        {categories.map((category) => (
          <li key={category.id} className="admin-category">
            <h3 className="admin-category__name">{category.name}</h3>
            {category.description && <p>{category.description}</p>}
            <p className="admin-category__counts">
              {t("admin.categories.counts", { threads: category.threadCount, posts: category.postCount })}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A category's name and description, as it is created and as it is edited. */
function CategoryFields(props: {
  name: string;
  description: string;
  onNameChange(name: string): void;
  onDescriptionChange(description: string): void;
  autoFocus?: boolean;
}) {
  const t = useT("admin");
  return (
    <>
      <TextField
        label={t("admin.categories.name")}
        autoFocus={props.autoFocus}
        value={props.name}
        maxLength={CATEGORY_NAME_MAX}
        onChange={(e) => props.onNameChange(e.target.value)}
      />
      <TextField
        label={t("admin.categories.description")}
        value={props.description}
        maxLength={CATEGORY_DESCRIPTION_MAX}
        onChange={(e) => props.onDescriptionChange(e.target.value)}
      />
    </>
  );
}

/**
 * One category in the list: its name, description and counts, with Edit and Delete. Edit turns the row
 * into its form in place, Delete into the choice of where its threads go; Cancel or Escape puts it back.
 */
function CategoryRow({
  category,
  others,
  onChanged,
}: {
  category: Category;
  others: Category[];
  onChanged(): Promise<void>;
}) {
  const t = useT("admin");
  const [mode, setMode] = useState<"view" | "edit" | "delete">("view");
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description);
  const [moveTo, setMoveTo] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: Shown } | null>(null);
  const [update, updating] = useMutation(updateCategoryMutation);
  const [remove, removing] = useMutation(deleteCategoryMutation);
  const editButton = useRef<HTMLButtonElement>(null);

  const open = (next: "edit" | "delete") => {
    setName(category.name);
    setDescription(category.description);
    setMessage(null);
    setMode(next);
  };
  const close = () => {
    setMode("view");
    // back on the row's own button, as after closing a dialog
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await update({ variables: { id: category.id, input: { name, description } } });
      await onChanged();
      setMode("view");
      setMessage({ tone: "success", text: t("admin.categories.saved") });
    } catch (error) {
      setMessage({ tone: "error", text: failureText(error, t) });
    }
  };
  const deleteIt = async () => {
    setMessage(null);
    try {
      await remove({ variables: { id: category.id, moveThreadsTo: moveTo || null } });
      await onChanged();
    } catch (error) {
      setMessage({ tone: "error", text: failureText(error, t) });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && mode !== "view") {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="admin-category__body" onKeyDown={onKeyDown}>
      {mode === "edit" ? (
        <form
          onSubmit={(event) => void save(event)}
          className="admin-category__form"
          aria-label={t("admin.categories.editOf", { name: category.name })}
        >
          <CategoryFields
            name={name}
            description={description}
            onNameChange={setName}
            onDescriptionChange={setDescription}
            autoFocus
          />
          <div className="admin-category__actions">
            <SubmitButton busy={updating.loading} busyLabel={t("admin.categories.saving")}>
              {t("admin.categories.save")}
            </SubmitButton>
            <button type="button" className="button button--ghost" onClick={close}>
              {t("admin.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <>
          <h3 className="admin-category__name">{category.name}</h3>
          {category.description && <p className="admin-category__description">{category.description}</p>}
        </>
      )}
      <p className="admin-category__counts">
        {t("admin.categories.counts", { threads: category.threadCount, posts: category.postCount })}
      </p>
      {mode === "view" && (
        <div className="admin-category__actions">
          <button
            ref={editButton}
            type="button"
            className="button button--small"
            aria-label={t("admin.categories.editOf", { name: category.name })}
            onClick={() => open("edit")}
          >
            {t("admin.categories.edit")}
          </button>
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label={t("admin.categories.deleteOf", { name: category.name })}
            onClick={() => open("delete")}
          >
            {t("admin.categories.delete")}
          </button>
        </div>
      )}
      {mode === "delete" && (
        <div
          className="admin-category__delete"
          role="group"
          aria-label={t("admin.categories.deleteOf", { name: category.name })}
        >
          <label className="field">
            <span className="field__label">{t("admin.categories.moveThreads")}</span>
            <select
              className="field__input"
              value={moveTo}
              autoFocus
              onChange={(e) => setMoveTo(e.target.value)}
            >
              <option value="">{t("admin.categories.none")}</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button"
            disabled={removing.loading}
            onClick={() => void deleteIt()}
          >
            {t("admin.categories.deleteCategory")}
          </button>
          <button type="button" className="button button--ghost" onClick={close}>
            {t("admin.cancel")}
          </button>
        </div>
      )}
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </div>
  );
}

function NewCategoryForm({ onCreated }: { onCreated(): Promise<void> }) {
  const t = useT("admin");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: Shown } | null>(null);
  const [create, { loading }] = useMutation(createCategoryMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await create({ variables: { input: { name, description } } });
      await onCreated();
      setName("");
      setDescription("");
      setMessage({ tone: "success", text: t("admin.categories.created") });
    } catch (error) {
      setMessage({ tone: "error", text: failureText(error, t) });
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="admin-category__new"
      aria-labelledby="new-category-title"
      noValidate
    >
      <h3 id="new-category-title">{t("admin.categories.new")}</h3>
      <CategoryFields
        name={name}
        description={description}
        onNameChange={setName}
        onDescriptionChange={setDescription}
      />
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <SubmitButton busy={loading} busyLabel={t("admin.categories.creating")}>
        {t("admin.categories.create")}
      </SubmitButton>
    </form>
  );
}
