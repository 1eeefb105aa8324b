// A Vite plugin for the builds of the app and the worker. Code imports a domain folder or an app feature through its
// index.ts (the import rules say so: the index is the folder's surface). Left as it is, every page would seem to the
// chunk plan (src/app/chunkPlan.ts) to use every file its indexes name. The build points each imported name at the
// file that declares it instead, so the plan and the bundler see the files a page really uses.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const DECLARED =
  /export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g;
const LISTED = /export\s+(?:type\s+)?\{([^}]*)\}/g;
const NAMED = /(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])(\.[^'"]*)\4;?/g;
const NAMESPACE = /import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s*(['"])(\.[^'"]*)\2;?/g;

/** The name an import or export list entry makes visible (`a`, `type A`, `a as b` → b). */
const visibleName = (entry) =>
  entry
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)
    .pop()
    .trim();

/** Each name the folder's index.ts re-exports, with its file: `export * from './f'`, `export { a } from './f'`. */
function ownersOf(folder) {
  const owners = new Map();
  const index = readFileSync(join(folder, 'index.ts'), 'utf8');
  for (const [, list, file] of index.matchAll(/export\s+\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
    const path = [`${file}.ts`, `${file}.tsx`].map((name) => join(folder, name)).find(existsSync);
    for (const entry of list.split(',')) if (entry.trim() && path) owners.set(visibleName(entry), path);
  }
  for (const [, file] of index.matchAll(/export \* from '\.\/([^']+)'/g)) {
    const path = join(folder, `${file}.ts`);
    const source = readFileSync(path, 'utf8');
    for (const [, name] of source.matchAll(DECLARED)) owners.set(name, path);
    for (const [, list] of source.matchAll(LISTED)) {
      for (const entry of list.split(',')) if (entry.trim()) owners.set(visibleName(entry), path);
    }
  }
  return owners;
}

/** @param {string[]} roots the absolute paths whose folders have an index.ts to see through (src/domain, src/app) */
export function indexImports(roots) {
  const folders = new Map();
  const ownersOfFolder = (folder) => {
    if (!folders.has(folder)) folders.set(folder, existsSync(join(folder, 'index.ts')) ? ownersOf(folder) : null);
    return folders.get(folder);
  };
  const specifier = (from, to) => {
    const path = relative(dirname(from), to)
      .replace(/\.tsx?$/, '')
      .split(sep)
      .join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  return {
    name: 'index-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id)) return null;
      const ownersFor = (spec) => {
        const folder = resolve(dirname(id), spec);
        const seen = roots.includes(dirname(folder)) && !id.startsWith(folder + sep);
        return { folder, owners: seen ? ownersOfFolder(folder) : null };
      };
      let out = code.replace(NAMED, (statement, keyword, typeOnly, list, _quote, spec) => {
        const { folder, owners } = ownersFor(spec);
        if (typeOnly || !owners) return statement;
        const byFile = new Map();
        for (const entry of list.split(',').map((e) => e.trim())) {
          if (!entry || entry.startsWith('type ')) continue; // types leave no code
          const owner = owners.get(entry.split(/\s+as\s+/)[0].trim()) ?? join(folder, 'index.ts');
          byFile.set(owner, [...(byFile.get(owner) ?? []), entry]);
        }
        // As many lines as the statement had, so the lines of the code after it keep their numbers.
        const lineBreaks = '\n'.repeat(statement.split('\n').length - 1);
        const parts = [...byFile].map(
          ([file, names]) => `${keyword} { ${names.join(', ')} } from '${specifier(id, file)}';`,
        );
        return parts.join(' ') + lineBreaks;
      });
      // `import * as c from '…/domain/catalogue'`: each `c.name` read becomes a name imported from its file.
      for (const [statement, space, , spec] of [...out.matchAll(NAMESPACE)]) {
        const { owners } = ownersFor(spec);
        if (!owners) continue;
        const used = new Set();
        out = out.replace(new RegExp(`(?<![\\w$.])${space}\\.([A-Za-z_$][\\w$]*)`, 'g'), (read, name) => {
          if (!owners.has(name)) return read;
          used.add(name);
          return `${space}__${name}`;
        });
        const imports = [...used].map(
          (name) => `import { ${name} as ${space}__${name} } from '${specifier(id, owners.get(name))}';`,
        );
        out = out.replace(statement, imports.join(' '));
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
