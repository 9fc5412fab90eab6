import { useEffect, useState } from "react";
import type { ForumCategory, ForumThreadSummary } from "../data/forumModel";
import { fromRestCategory, fromRestThread, type RestCategory, type RestThread } from "../data/restForumData";
import { prefetchedCategory } from "./categoryPrefetch";

interface RestCategoryData {
  category?: RestCategory | null;
  threads?: RestThread[];
  page?: number;
  pageCount?: number;
}

export interface CategoryFirstPage {
  category: ForumCategory;
  threads: ForumThreadSummary[];
  pageCount: number;
}

/** The first page of a category as the forum home prefetched it (spec §7), shown until GraphQL answers. */
export function usePrefetchedCategory(categoryId: string, page: number): CategoryFirstPage | null {
  const [first, setFirst] = useState<CategoryFirstPage | null>(null);
  useEffect(() => {
    const entry = page === 1 ? prefetchedCategory<RestCategoryData>(categoryId) : undefined;
    if (!entry) return;
    let current = true;
    void entry.data.then((data) => {
      if (!current || !data?.category) return;
      setFirst({
        category: fromRestCategory(data.category),
        threads: (data.threads ?? []).map(fromRestThread),
        pageCount: data.pageCount ?? 1,
      });
    });
    return () => {
      current = false;
    };
  }, [categoryId, page]);
  return first;
}
