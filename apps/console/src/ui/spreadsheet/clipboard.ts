/**
 * Copy and paste between the grid and Excel, LibreOffice, WPS: tab-separated text, a cell with a
 * tab, line break or quote written in quotes ("" for a quote), and an HTML table beside it.
 */

/** Rows of cells from text/plain as spreadsheets copy it. */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  const source = text.replace(/\r\n?/g, "\n");
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '"' && cell === "") {
      // A quoted cell: up to the quote that is not doubled.
      let j = i + 1;
      let quoted = "";
      while (j < source.length) {
        if (source[j] === '"' && source[j + 1] === '"') {
          quoted += '"';
          j += 2;
        } else if (source[j] === '"') break;
        else quoted += source[j++];
      }
      if (j < source.length && (j + 1 === source.length || source[j + 1] === "\t" || source[j + 1] === "\n")) {
        cell = quoted;
        i = j + 1;
        continue;
      }
    }
    if (ch === "\t") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
    i += 1;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const quoted = (text: string) => (/[\t\n\r"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export const toTsv = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map(quoted).join("\t")).join("\n");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const toHtml = (rows: readonly (readonly string[])[]) =>
  `<table>${rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`).join("")}</table>`;
