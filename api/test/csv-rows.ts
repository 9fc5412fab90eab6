/**
 * CSV as RFC 4180 has it (lines may end in \n alone): quoted cells may hold commas, doubled quotes and line
 * breaks. `rest` is what follows the last line break (nothing, in a whole file).
 */
export function csvRows(text: string): { rows: string[][]; rest: { row: string[]; cell: string } } {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || (c === "\r" && text[i + 1] === "\n")) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      if (c === "\r") i++;
    } else cell += c;
  }
  return { rows, rest: { row, cell } };
}
