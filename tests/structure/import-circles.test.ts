/**
 * No circle in the imports, between files or between folders: what `npx madge --circular` checks, done with the
 * project's own TypeScript (madge's parser wants TypeScript 5). A module is resolved as tsc resolves it (the `@/`
 * alias included); type-only imports count too, since a newcomer reading the code follows them all the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const sourceFolders = ['app', 'components', 'content', 'lib', 'server', 'scripts', 'tests', 'examples'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  root,
);

/** Each of our files with the files of ours it imports (packages left out). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFolders.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const imports = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      return resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts')
        ? [path.relative(root, resolved.resolvedFileName)]
        : [];
    });
    graph.set(path.relative(root, file), imports);
  }
  return graph;
}

/** The strongly connected components of more than one node, or of one that imports itself (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const isTest = (file: string) => file.startsWith('tests/') || /\.test(-d)?\.tsx?$/.test(file);

/**
 * The same imports between sibling folders: `lib/chat/answer.ts` importing `lib/validations/text.ts` is an
 * import of `lib/chat` from `lib/validations`, and `lib/x.ts` importing `server/y.ts` one of `server` from `lib`.
 * A folder and its own subfolders may use each other (server/app.ts registers server/stories/, which reads
 * server/config.ts). Tests are left out: a test beside the code may use the shared test support.
 */
function folderGraph(files: Map<string, string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, imports] of files) {
    if (isTest(file)) continue;
    for (const imported of imports) {
      const from = file.split('/');
      const to = imported.split('/');
      let shared = 0;
      while (from[shared] === to[shared]) shared++;
      // Either file sits in the folder the two share: a folder and its subfolder, not two siblings.
      if (shared >= from.length - 1 || shared >= to.length - 1) continue;
      const fromFolder = from.slice(0, shared + 1).join('/');
      const toFolder = to.slice(0, shared + 1).join('/');
      folders.set(fromFolder, (folders.get(fromFolder) ?? new Set()).add(toFolder));
    }
  }
  return new Map([...folders].map(([folder, to]) => [folder, [...to]]));
}

describe('imports', () => {
  const files = importGraph();

  it('reads our whole source tree, the alias resolved', () => {
    expect(files.size).toBeGreaterThan(300);
    expect(files.get('app/(site)/layout.tsx')).toContain('components/layout/site-chrome.tsx');
  });

  it('make no circle between files', () => {
    expect(circles(files)).toEqual([]);
  });

  it('make no circle between sibling folders', () => {
    expect(circles(folderGraph(files))).toEqual([]);
  });

  it('keep lib/ logic and contracts: no view (.tsx) and no React in it', () => {
    const libFiles = [...files.keys()].filter((file) => file.startsWith('lib/'));
    expect(libFiles.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    const withReact = libFiles.filter((file) =>
      ts
        .preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true)
        .importedFiles.some(({ fileName }) => fileName === 'react' || fileName.startsWith('react/')),
    );
    expect(withReact).toEqual([]);
  });

  it('keep content/ data: it imports only content/', () => {
    const reaching = [...files].flatMap(([file, imports]) =>
      file.startsWith('content/')
        ? imports.filter((to) => !to.startsWith('content/')).map((to) => `${file} -> ${to}`)
        : [],
    );
    expect(reaching).toEqual([]);
  });

  it('would report a circle', () => {
    const graph = new Map([
      ['a/x.ts', ['b/y.ts']],
      ['b/y.ts', ['a/z.ts']],
      ['a/z.ts', ['a/c/w.ts']],
      ['a/c/w.ts', ['a/z.ts']],
    ]);
    expect(circles(folderGraph(graph))).toEqual([['a', 'b']]);
    expect(circles(graph)).toEqual([['a/c/w.ts', 'a/z.ts']]);
    graph.set('a/c/w.ts', []);
    expect(circles(graph)).toEqual([]);
    graph.set('b/y.ts', []);
    expect(circles(folderGraph(graph))).toEqual([]);
  });
});
