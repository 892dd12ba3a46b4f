// The end-of-build size table: raw and gzip bytes of what a browser may download, per group
// (the shell, each remote version) with subtotals.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** @param {string} file */
function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * @param {{ title: string, files: { label: string, file: string }[] }[]} groups  label = path shown, file = absolute path
 * @returns {string}
 */
export function formatSizeTable(groups) {
  const measured = groups.map((group) => ({
    title: group.title,
    rows: group.files.map(({ label, file }) => ({ label, bytes: readFileSync(file).length, gzip: gzipSize(file) })),
  }));
  const labels = measured.flatMap((group) => [group.title, ...group.rows.map((row) => `  ${row.label}`)]);
  const width = Math.max(24, ...labels.map((label) => label.length));
  const line = (a, b, c) => `${a.padEnd(width)}  ${String(b).padStart(10)}  ${String(c).padStart(10)}`;
  const sum = (rows) =>
    rows.reduce((total, row) => ({ bytes: total.bytes + row.bytes, gzip: total.gzip + row.gzip }), {
      bytes: 0,
      gzip: 0,
    });
  const out = [line('file', 'bytes', 'gzip bytes')];
  for (const group of measured) {
    const subtotal = sum(group.rows);
    out.push(line(group.title, '', ''));
    for (const row of group.rows) out.push(line(`  ${row.label}`, row.bytes, row.gzip));
    out.push(line(`  = ${group.rows.length} files`, `${kb(subtotal.bytes)}`, `${kb(subtotal.gzip)}`));
  }
  const total = sum(measured.flatMap((group) => group.rows));
  out.push(line('total', `${kb(total.bytes)}`, `${kb(total.gzip)}`));
  return out.join('\n');
}

/** Files worth listing: what the browser fetches, not source maps or licence notes. @param {string} name */
export function isShipped(name) {
  // server/: the app's Node build, which the API loads and no browser downloads.
  const serverCode = name.split(/[\\/]/)[0] === 'server';
  return (
    !serverCode && !name.endsWith('.map') && !name.endsWith('.LICENSE.txt') && path.basename(name) !== 'build-info.json'
  );
}
