/** The figures of `deno task bench` as text: tables, numbers and the targets met or missed. */

/** `rows` as a plain-text table: the first column left-aligned, the others right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const line = (row: string[]) =>
    row.map((cell, c) => c ? cell.padStart(widths[c]) : cell.padEnd(widths[c])).join("  ")
      .trimEnd();
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)]
    .join("\n");
}

/** `n` with thousands separators and `d` decimals. */
export function fmt(n: number, d = 0): string {
  return n.toLocaleString("en-GB", { maximumFractionDigits: d, minimumFractionDigits: d });
}

/** Each target, measured, for the summary at the end. */
export const targets: { met: boolean; text: string }[] = [];

/** Records a target as met or missed, with by how much it was missed. */
export function target(met: boolean, text: string, miss: string) {
  targets.push({ met, text: met ? text : `${text}; missed by ${miss}` });
}
