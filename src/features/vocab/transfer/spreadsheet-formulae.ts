// A cell that starts with = + - or @ runs as a formula when a spreadsheet opens the file, so a shared deck could
// carry one into a learner's Excel. Export writes such a cell with a leading apostrophe (one more apostrophe when
// the text itself starts with apostrophes before the sign), and import removes exactly that one: the text comes back
// unchanged.
const FORMULA_START = /^'*[=+\-@]/;

export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function unescapeFormula(cell: string): string {
  return /^'+[=+\-@]/.test(cell) ? cell.slice(1) : cell;
}
