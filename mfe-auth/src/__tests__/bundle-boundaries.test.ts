// The sign-in page has a 200 KB gzip budget (docs/adr/0003): this remote keeps react-hook-form,
// react-query and a second zod out of its bundle. Every source file is scanned, tests included, so
// the packages can stay out of package.json too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const PACKAGE_JSON = path.resolve(SRC, '../package.json');

/** Module specifiers no source of this remote may import, and why. */
const FORBIDDEN: [RegExp, string][] = [
  [/^react-hook-form(\/|$)/, 'forms use React 19 and the contract schemas (lib/form)'],
  [/^@hookform\//, 'forms use React 19 and the contract schemas (lib/form)'],
  [/^@tanstack\/react-query(\/|$)/, 'calls go through the shared api client with local state'],
  [/^@portal\/shared\/(forms|query)$/, 'these subpaths load react-hook-form / react-query'],
  [/^zod(\/|$)/, 'only the contract imports zod; a remote import would bundle a second copy'],
];

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|jest\.mock\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && full !== __filename ? [full] : [];
  });
}

describe('mfe-auth sources', () => {
  const files = sourceFiles(SRC);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('import neither react-hook-form, react-query nor zod', () => {
    const offences = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return Array.from(text.matchAll(IMPORT_SPECIFIER), (match) => match[1]!).flatMap((specifier) =>
        FORBIDDEN.filter(([pattern]) => pattern.test(specifier)).map(
          ([, why]) => `${path.relative(SRC, file)}: '${specifier}' (${why})`,
        ),
      );
    });
    expect(offences).toEqual([]);
  });

  it('and package.json does not depend on them', () => {
    const pkg = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as Record<string, Record<string, string> | undefined>;
    const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    expect(names.filter((name) => FORBIDDEN.some(([pattern]) => pattern.test(name)))).toEqual([]);
  });

  it('take values from the contract only through its auth subpath (the whole contract loads with the first call)', () => {
    const wholeContractValueImport = /^\s*import\s+(?!type\b)[^;]*?from\s*['"]@portal\/shared\/contract['"]/gm;
    const offences = files
      .filter((file) => !file.includes(`${path.sep}__tests__${path.sep}`))
      .flatMap((file) =>
        Array.from(
          readFileSync(file, 'utf8').matchAll(wholeContractValueImport),
          (match) => `${path.relative(SRC, file)}: ${match[0].trim()}`,
        ),
      );
    expect(offences).toEqual([]);
  });
});
