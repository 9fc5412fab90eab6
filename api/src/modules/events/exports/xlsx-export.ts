import { once } from "node:events";
import { createRequire } from "node:module";
import { PassThrough, Transform, type TransformCallback, type Writable } from "node:stream";
import type ExcelJS from "exceljs";

/** The most data rows an XLSX sheet holds: Excel's 1,048,576 rows, less the header. */
export const SHEET_MAX_ROWS = 1_048_575;

/** The columns written as numbers (the rest are text, as the CSV's). */
const NUMBER_COLUMNS = new Set(["latitude", "longitude", "source_count", "attribution_count", "distance_km"]);
// permalink: export revision 0's
const WIDE_COLUMNS: Record<string, number> = { title: 60, source_url: 40, url: 40, permalink: 40 };

/** COPY's text format escapes (PostgreSQL writes only these in its output). */
const ESCAPES: Record<string, string> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };

/** One field of COPY's text format: \N is null, a backslash starts an escape. */
function field(text: string): string | null {
  if (text === "\\N") return null;
  return text.includes("\\") ? text.replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c) : text;
}

/** The lines of COPY's text format as rows of fields (a line break inside a value comes escaped). */
export function copyTextRows(lines: Buffer): (string | null)[][] {
  return lines
    .toString("utf8")
    .split("\n")
    .map((line) => line.split("\t").map(field));
}

let loaded: typeof ExcelJS | undefined;

/**
 * exceljs, loaded by the first workbook rather than at start-up (it is a second of every instance's start,
 * and most never write a workbook).
 */
function excel(): typeof ExcelJS {
  const require = createRequire(import.meta.url);
  return (loaded ??= require("exceljs") as typeof ExcelJS);
}

/** What of exceljs' streaming workbook its typings leave out: its zip, and the first entry it writes. */
interface WorkbookInternals {
  zip: { append(source: unknown, data: object): unknown };
  addThemes(): Promise<void>;
}

/**
 * A streaming workbook whose every zip entry carries `date`, so that a workbook of the same rows is the
 * same bytes: exceljs dates each entry the moment it writes it and takes no option for it. Its zip's
 * `append` is given the date from the first entry on (the themes, written while the workbook is made).
 */
function datedWorkbook(date: Date, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>) {
  const Writer = excel().stream.xlsx.WorkbookWriter as unknown as new (
    options: Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>,
  ) => WorkbookInternals;
  class DatedWorkbook extends Writer {
    override addThemes(): Promise<void> {
      const append = this.zip.append.bind(this.zip);
      this.zip.append = (source, data) => append(source, { ...data, date });
      return super.addThemes();
    }
  }
  return new DatedWorkbook(options) as unknown as ExcelJS.stream.xlsx.WorkbookWriter;
}

/**
 * A zip stores local time: the date is shifted so that its local fields read the instant's UTC ones,
 * whatever the server's time zone.
 */
const zipDate = (instant: Date) => new Date(instant.getTime() + instant.getTimezoneOffset() * 60_000);

/**
 * A sheet's stream inside exceljs: it writes into its zip entry (a stream of the readable-stream package,
 * whose state is not core's) without waiting; see room().
 */
type Piped = { pipes?: (Writable & { _writableState?: { needDrain?: boolean } })[] };

/**
 * An XLSX workbook made as the rows arrive: sheet "Incidents" with a header and one row per incident (the
 * CSV's columns, values and order; text as text, so no cell is ever read as a formula), then sheet
 * "About" with what the file is (licence, data version, filter, citation). Takes the rows in COPY's text
 * format; gives the zipped bytes. Memory stays flat: a row is taken only once the zip has room for it.
 */
export class XlsxEncoder extends Transform {
  private readonly zipped = new PassThrough();
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  private readonly stop = new AbortController();
  /** The end of a line not yet arrived. */
  private rest: Buffer = Buffer.alloc(0);

  constructor(
    private readonly columns: readonly string[],
    private readonly about: readonly [string, string][],
    created: Date,
  ) {
    super();
    this.workbook = datedWorkbook(zipDate(created), {
      stream: this.zipped,
      useSharedStrings: false,
      useStyles: true,
    });
    Object.assign(this.workbook, { creator: "Incident Watch Europe", created, modified: created });
    this.sheet = this.workbook.addWorksheet("Incidents", { views: [{ state: "frozen", ySplit: 1 }] });
    this.sheet.columns = columns.map((name) => ({ key: name, width: WIDE_COLUMNS[name] ?? 16 }));
    const header = this.sheet.addRow([...columns]);
    header.font = { bold: true };
    header.commit();
    this.zipped.on("data", (chunk: Buffer) => {
      if (!this.push(chunk)) this.zipped.pause();
    });
  }

  override _read(size: number): void {
    this.zipped.resume();
    super._read(size);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const bytes = this.rest.length ? Buffer.concat([this.rest, chunk]) : chunk;
    const end = bytes.lastIndexOf(0x0a);
    this.rest = end < 0 ? bytes : bytes.subarray(end + 1);
    if (end >= 0) this.addRows(bytes.subarray(0, end));
    this.room().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.rest.length) this.addRows(this.rest);
    this.finish().then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.stop.abort();
    this.zipped.destroy();
    done(error);
  }

  private addRows(lines: Buffer): void {
    for (const values of copyTextRows(lines)) {
      const cells = values.map((value, i) =>
        value !== null && NUMBER_COLUMNS.has(this.columns[i]!) ? Number(value) : value,
      );
      this.sheet.addRow(cells).commit();
    }
  }

  /**
   * Waits until the zip has taken what was written. exceljs writes a sheet into its zip entry without
   * heeding backpressure, so the entry's own (and the zip's output's) are waited for here instead.
   */
  private async room(): Promise<void> {
    const signal = this.stop.signal;
    for (;;) {
      const entry = (this.sheet as unknown as { stream: Piped }).stream.pipes?.[0];
      if (entry?._writableState?.needDrain) await once(entry, "drain", { signal });
      else if (this.zipped.writableNeedDrain) await once(this.zipped, "drain", { signal });
      else return;
    }
  }

  private async finish(): Promise<void> {
    this.sheet.commit();
    const about = this.workbook.addWorksheet("About");
    about.columns = [{ width: 22 }, { width: 100 }];
    for (const [name, value] of this.about) {
      const row = about.addRow([name, value]);
      row.getCell(1).font = { bold: true };
      row.getCell(2).alignment = { wrapText: true, vertical: "top" };
      row.commit();
    }
    about.commit();
    const ended = once(this.zipped, "end", { signal: this.stop.signal });
    await this.workbook.commit();
    await ended;
  }
}
