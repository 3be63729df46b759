/**
 * `dugout/layers`: the layer rules of docs/architecture.md ("Layers"), as one ESLint rule.
 * Each import of a file in src/ (static, `export ... from`, `import()` and `import('x').T`
 * types) is resolved to a project path or a package and checked against RULES; the first
 * rule it breaks is reported. Paths are resolved rather than matched as strings, so a game
 * folder added under src/games/ is covered without touching this file.
 */
import { dirname, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const SEE = ' (docs/architecture.md, "Layers")';
/** The folders of a game that hold its screens; everything else in a game is rules code. */
const UI_PARTS = ['board', 'builder', 'rules-ref'];
const LAYERS = ['engine', 'store', 'ui', 'app'];

const isPreact = (name) => /^(preact|@preact\/|preact-)/.test(name);
const isDexie = (name) => /^dexie(\/|$)/.test(name);

/**
 * Where a project path (posix, relative to the root) sits: `layer` is one of engine, game,
 * registry, store, ui, app, or `unplaced` for a src/ path no layer claims; null outside src/.
 * A game file also has its `game` id, `part` (`ui` for its screens, `rules` otherwise) and
 * `folder` (its first folder inside the game, `board`, `rules`, ...; null for a top file).
 * The path may be an import's, so without an extension, or a folder (`../engine/bots`).
 */
function placeOf(path) {
  const [top, folder, name, part] = path.split('/');
  if (top !== 'src') return null;
  if (LAYERS.includes(folder)) return { layer: folder };
  // A file directly in src/ (main.tsx, virtual.d.ts) belongs to the shell.
  if (folder !== 'games') return { layer: name === undefined ? 'app' : 'unplaced' };
  if (name === undefined) return { layer: 'unplaced' };
  if (part === undefined && /^registry(-rules)?(\.ts)?$/.test(name)) return { layer: 'registry' };
  if (part === undefined && name.includes('.')) return { layer: 'unplaced' };
  const screens = part !== undefined && (UI_PARTS.includes(part) || /^ui(\.tsx?)?$/.test(part));
  return { layer: 'game', game: name, part: screens ? 'ui' : 'rules', folder: part ?? null };
}

/**
 * Each rule: the files it constrains (`applies`; all of src/ if absent) and whether an import
 * of `to` breaks it, `how` being `type` (erased), `value` or `lazy` (`import()`).
 */
const RULES = [
  {
    id: 'outsideSrc',
    text: 'code in src/ never imports from test/, scripts/ or anything else outside src/',
    breaks: (from, to) => to.path !== undefined && to.place === null,
  },
  {
    id: 'dexieOrApp',
    text: 'src/engine, src/games and src/ui never import dexie or the DOM-bound app (src/app)',
    applies: (from) => ['engine', 'game', 'registry', 'ui'].includes(from.layer),
    breaks: (from, to) => isDexie(to.name ?? '') || to.place?.layer === 'app',
  },
  {
    id: 'preactInRules',
    text: "a game's rules code (all but board/, builder/, rules-ref/, ui.ts) never imports Preact, nor values from ui/ or the game's screens",
    applies: (from) => from.part === 'rules',
    breaks: (from, to, how) =>
      isPreact(to.name ?? '') ||
      (how !== 'type' && (to.place?.layer === 'ui' || to.place?.part === 'ui')),
  },
  {
    id: 'boardRules',
    text: "a game's board/ never imports values from the game's rules/ or bot/: it reads the view, the actions and the prompts it is given, and facts that take a rule to work out come in the view",
    applies: (from) => from.folder === 'board',
    breaks: (from, to, how) =>
      how !== 'type' &&
      to.place?.game === from.game &&
      ['rules', 'bot'].includes(to.place?.folder ?? ''),
  },
  {
    id: 'otherGame',
    text: 'a game folder never imports another game',
    applies: (from) => from.layer === 'game',
    breaks: (from, to) => to.place?.layer === 'game' && to.place.game !== from.game,
  },
  {
    id: 'engine',
    text: 'src/engine imports nothing outside itself (no package, no other folder)',
    applies: (from) => from.layer === 'engine',
    breaks: (from, to) => to.place?.layer !== 'engine',
  },
  {
    id: 'game',
    text: 'a game folder src/games/<id>/ imports from src/ only engine/, ui/ and itself',
    applies: (from) => from.layer === 'game',
    breaks: (from, to) => to.place != null && !['engine', 'ui', 'game'].includes(to.place.layer),
  },
  {
    id: 'registry',
    text: 'src/games/registry.ts and registry-rules.ts import only types from engine/ and ui/, each other, and their games through import()',
    applies: (from) => from.layer === 'registry',
    breaks: (from, to, how) =>
      to.place?.layer === 'game'
        ? how !== 'lazy'
        : to.place?.layer !== 'registry' &&
          (how !== 'type' || !['engine', 'ui'].includes(to.place?.layer ?? 'package')),
  },
  {
    id: 'store',
    text: 'src/store imports from src/ only types from engine/, and itself: it stores what the app hands it and runs no rules',
    applies: (from) => from.layer === 'store',
    breaks: (from, to, how) =>
      to.place != null &&
      to.place.layer !== 'store' &&
      !(to.place.layer === 'engine' && how === 'type'),
  },
  {
    id: 'ui',
    text: 'src/ui imports from src/ only types from engine/, and itself',
    applies: (from) => from.layer === 'ui',
    breaks: (from, to, how) =>
      to.place != null &&
      to.place.layer !== 'ui' &&
      !(to.place.layer === 'engine' && how === 'type'),
  },
];

/** The import's target: a package `{ name }` or a project file `{ path, place }`. */
function targetOf(source, file) {
  if (!source.startsWith('.') && !source.startsWith('/')) return { name: source };
  const path = source.startsWith('/')
    ? posix.normalize(source.slice(1))
    : posix.join(posix.dirname(file), source);
  return { path, place: placeOf(path) };
}

const messages = {
  unplaced: `{{file}} is in no layer: add its folder to the table${SEE} and to build/eslint-layers.js`,
  dynamic: `import() needs a literal path here, so its layer can be checked${SEE}`,
};
for (const rule of RULES) messages[rule.id] = `'{{source}}': ${rule.text}${SEE}`;

/** @type {import('eslint').Rule.RuleModule} */
export const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer rules of docs/architecture.md' },
    schema: [],
    messages,
  },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join('/');
    const from = placeOf(file);
    if (from === null) return {};
    if (from.layer === 'unplaced') {
      return { Program: (node) => context.report({ node, messageId: 'unplaced', data: { file } }) };
    }
    const check = (node, source, how) => {
      const to = targetOf(source, file);
      const broken = RULES.find((r) => (r.applies?.(from) ?? true) && r.breaks(from, to, how));
      if (broken) context.report({ node, messageId: broken.id, data: { source } });
    };
    const declared = (node) => {
      if (!node.source) return;
      const kind = node.importKind ?? node.exportKind;
      // Only `import type` is erased whole: under verbatimModuleSyntax `import { type X }`
      // still loads the module.
      check(node, node.source.value, kind === 'type' ? 'type' : 'value');
    };
    return {
      ImportDeclaration: declared,
      ExportNamedDeclaration: declared,
      ExportAllDeclaration: declared,
      TSImportType: (node) => check(node, node.source.value, 'type'),
      ImportExpression(node) {
        const { source } = node;
        if (source.type === 'Literal' && typeof source.value === 'string') {
          check(node, source.value, 'lazy');
        } else if (source.type === 'TemplateLiteral' && source.expressions.length === 0) {
          check(node, source.quasis[0].value.cooked, 'lazy');
        } else context.report({ node, messageId: 'dynamic' });
      },
    };
  },
};
