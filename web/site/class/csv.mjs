// The class's table as a CSV file that Excel and WPS open with its Chinese intact: UTF-8 with a
// byte order mark, CRLF line ends, every field quoted where it holds a comma, a quote or a line
// break. A field that a spreadsheet would take for a formula (=, +, -, @ first: a child's name is
// untrusted text) is written with a leading apostrophe.
const FORMULA = /^[=+\-@\t\r]/;

function field(value) {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of `rows` (arrays of cells), with its byte order mark. */
export function csvText(rows) {
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** A file name with the day: "班级进度-车和象-2026-09-07.csv", no character a file system refuses. */
export function csvName(prefix, title, date = new Date()) {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `${[prefix, title].filter(Boolean).join('-').replace(/[\\/:*?"<>|\s]+/g, '_')}-${day}.csv`;
}
