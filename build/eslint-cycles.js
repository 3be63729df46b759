/**
 * `dugout/no-cycles`: no import loop in src/ (docs/architecture.md, "Layers"). An import of
 * a file that, through the files it imports in turn, comes back to the importing file is
 * reported with the loop. Only imports that load a module count: `import type` and
 * `export type` are erased, and `import()` loads later, so neither makes a loop. The
 * linted file's own imports come from its code; every other file's are read from disk.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project file an import names (absolute), or null for a package or a non-code file. */
function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return null;
  const base = join(dirname(fromFile), source);
  for (const suffix of SUFFIXES) {
    const path = base + suffix;
    if (/\.tsx?$/.test(path) && existsSync(path)) return path;
  }
  return null;
}

/** Files read from disk this run: each file's module-loading imports, resolved. */
const onDisk = new Map();

function diskImports(file) {
  let out = onDisk.get(file);
  if (out) return out;
  out = [];
  onDisk.set(file, out);
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  for (const node of source.statements) {
    const spec = node.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec)) continue;
    const erased = ts.isImportDeclaration(node)
      ? node.importClause?.isTypeOnly === true
      : ts.isExportDeclaration(node) && node.isTypeOnly;
    if (erased) continue;
    const target = resolveImport(file, spec.text);
    if (target) out.push(target);
  }
  return out;
}

/** A path from `start` back to `goal` through disk imports (its files), or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, path] = stack.pop();
    if (file === goal) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of diskImports(file)) stack.push([next, [...path, next]]);
  }
  return null;
}

const show = (file) => relative(ROOT, file).split(sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
export const noCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import loop among the files of src/' },
    schema: [],
    messages: {
      loop: '\'{{source}}\' closes an import loop: {{loop}} (docs/architecture.md, "Layers")',
    },
  },
  create(context) {
    const file = context.filename;
    const check = (node, kind) => {
      if (kind === 'type' || !node.source) return;
      const target = resolveImport(file, node.source.value);
      if (!target) return;
      const back = target === file ? [file] : pathBack(target, file);
      if (!back) return;
      const loop = [file, ...back].map(show).join(' -> ');
      context.report({ node, messageId: 'loop', data: { source: node.source.value, loop } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.importKind),
      ExportNamedDeclaration: (node) => check(node, node.exportKind),
      ExportAllDeclaration: (node) => check(node, node.exportKind),
    };
  },
};
