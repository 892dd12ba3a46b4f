// The file references in comments and Markdown, and which of them lead nowhere: a comment that cites a
// file which moved, or a document the repository does not hold, is a dead end for the next engineer.
import path from 'node:path';

/** The extensions that make a token a file reference. */
const EXTENSIONS = 'ts|tsx|mts|cts|js|jsx|mjs|cjs|md|json|sql|yml|yaml|sh|css|html';

/** A path-like token ending in one of EXTENSIONS, not part of a URL, a scoped package or a longer word. */
const REFERENCE = new RegExp(
  String.raw`(?<![\w@.:/~$*<>{}-])((?:\.{1,2}/)*(?:[\w.-]+/)*[\w-]+(?:\.[\w-]+)*\.(?:${EXTENSIONS}))(?![\w/*-])`,
  'g',
);

/** Names that are not files of the repository, though they look like it. */
const NOT_REPOSITORY_FILES = new Set([
  // Written by the builds and the benches (module federation, webpack, our build and bench scripts).
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'portal-remote.json',
  'build-info.json',
  'page-chunks.json',
  'exposes.cjs', // a released remote version's server code
  // Files of other programs: a node server's XrayR configuration, the payment sandbox's answers file.
  'config.yml',
  'epay-sandbox.json',
  // Placeholders that stand for any file of their kind.
  'x.ts',
  'x.js',
]);

/** Folders whose files are written when the code runs (the benches' results), never committed. */
const GENERATED_FOLDERS = /(?:^|\/)(?:bench-results|dist|node_modules|\.artifacts)\//;

/** Documents kept outside the repository (the specification, the design notes, reference material). */
const OUTSIDE = [/\b(SPEC|DESIGN)\b/, /(?<![\w-])((?:\.\.\/)*(?:shared\/)?reference\/[\w./-]*\w)/];

/** The comments of a JavaScript or TypeScript file, one string per line, with their line numbers. */
function commentLines(text) {
  const lines = [];
  let inBlock = false;
  text.split('\n').forEach((line, index) => {
    let comment = null;
    if (inBlock) {
      const end = line.indexOf('*/');
      comment = end === -1 ? line : line.slice(0, end);
      inBlock = end === -1;
    } else {
      // `//` after the start of the line or a space: not `https://`, not inside a string like '//'.
      const lineComment = line.match(/(?:^|\s)\/\/(.*)$/);
      const blockStart = line.match(/(?:^|\s)\/\*(.*)$/);
      if (blockStart && (!lineComment || blockStart.index < lineComment.index)) {
        const rest = blockStart[1];
        const end = rest.indexOf('*/');
        comment = end === -1 ? rest : rest.slice(0, end);
        inBlock = end === -1;
      } else if (lineComment) comment = lineComment[1];
    }
    if (comment !== null) lines.push({ line: index + 1, text: comment });
  });
  return lines;
}

/** A Markdown fence that lists files a reader is about to create: ```files-to-create */
const FILES_TO_CREATE = /^\s*```files-to-create\s*$/;

/** The lines of a Markdown file, less those of the fences that list files to create. */
function markdownLines(text) {
  const lines = [];
  let toCreate = false;
  text.split('\n').forEach((line, index) => {
    if (toCreate) toCreate = !/^\s*```\s*$/.test(line);
    else if (FILES_TO_CREATE.test(line)) toCreate = true;
    else lines.push({ line: index + 1, text: line });
  });
  return lines;
}

/** The text a file cites files from: its comments, or all of it for Markdown (less the URLs). */
function citingLines(file, text) {
  const lines = file.endsWith('.md') ? markdownLines(text) : commentLines(text);
  return lines.map(({ line, text: content }) => ({ line, text: content.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, ' ') }));
}

const indexes = new WeakMap();
/** The repository's files as a set, and their names, built once per list. */
function indexOf(tracked) {
  if (!indexes.has(tracked)) {
    indexes.set(tracked, {
      files: new Set(tracked),
      basenames: new Set(tracked.map((name) => path.posix.basename(name))),
    });
  }
  return indexes.get(tracked);
}

/**
 * The references in `text` (the content of `file`, a path from the repository root) that lead nowhere.
 * `./x` and `../x` resolve from the citing file's folder (`./x` also from its workspace's root, as Jest's
 * docblocks do, or from any workspace's root in an example); other paths from the repository root, from any workspace's root (`src/routes.tsx` of
 * every remote) or as the end of a repository path (`services/rules.ts` from api/src/modules); a bare
 * name must be the name of a file. `tracked` lists the repository's files, `workspaces` the folders of its
 * package.json files, `packages` the npm packages a path may start with (`ajv/dist/…`).
 */
export function brokenReferences(file, text, { tracked, workspaces, packages }) {
  const { files, basenames } = indexOf(tracked);
  const folder = path.posix.dirname(file);
  const resolves = (reference) => {
    if (reference.startsWith('./') || reference.startsWith('../')) {
      const bases = reference.startsWith('./') ? [folder, ...workspaces] : [folder];
      return bases.some((base) => files.has(path.posix.join(base, reference)));
    }
    if (!reference.includes('/')) return basenames.has(reference);
    return (
      files.has(reference) ||
      workspaces.some((root) => files.has(path.posix.join(root, reference))) ||
      tracked.some((name) => name.endsWith(`/${reference}`))
    );
  };
  const broken = [];
  for (const { line, text: content } of citingLines(file, text)) {
    for (const outside of OUTSIDE) {
      const match = content.match(outside);
      if (match) broken.push({ line, reference: match[1], reason: 'a document outside the repository' });
    }
    for (const [, reference] of content.matchAll(REFERENCE)) {
      if (/(?:^|\/)reference\//.test(reference)) continue; // reported above
      if (NOT_REPOSITORY_FILES.has(path.posix.basename(reference)) || GENERATED_FOLDERS.test(reference)) continue;
      if (packages.has(reference) || packages.has(reference.split('/')[0])) continue;
      if (path.posix.normalize(path.posix.join(folder, reference)).startsWith('../')) {
        broken.push({ line, reference, reason: 'outside the repository' });
      } else if (!resolves(reference)) broken.push({ line, reference, reason: 'no such file' });
    }
  }
  return broken;
}
