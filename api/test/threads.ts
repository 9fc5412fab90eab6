import { readdirSync, readFileSync } from "node:fs";

/** The nice value of each of this process's threads (Linux: field 19 of /proc/self/task/<tid>/stat). */
export function threadNiceness(): number[] {
  return readdirSync("/proc/self/task").map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
}
