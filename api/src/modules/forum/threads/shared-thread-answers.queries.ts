/** The SQL shared-thread-answers.ts runs, by name; values are always bound parameters (?). */

/** A thread's version, which every write to it raises. */
export const THREAD_VERSION = "select version from forum_threads where id = ?";
