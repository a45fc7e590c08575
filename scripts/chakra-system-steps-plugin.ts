import { join } from 'node:path'
import type { Alias, Plugin } from 'vite'
import { chakraStyledSystemDir, rewriteChakraModule, rewriteModule, type ChakraEdit } from './chakra-module-rewrite.ts'

/**
 * Chakra's createSystem (3.37) is the longest task of every page's start-up: on a phone-speed
 * Chromium (4× CPU slowdown) about 300 ms in one piece, half of it the token dictionary. This
 * plugin rewrites five of Chakra's modules so the same code can also run as a generator that
 * pauses between its phases and within its longer passes (`createSystemSteps`,
 * `createTokenDictionarySteps`, `mergeConfigsSteps`, `createUtilitySteps`, `walkObjectInSteps`),
 * and web/theme/system-in-tasks.ts runs those steps a few milliseconds of them to a task.
 * `createSystem` itself runs the steps without pausing: the same statements in the same order, so
 * every other caller gets the system it always got (tests/unit/chakra-system-steps.test.ts
 * compares the two).
 *
 * Each rewrite names the exact text it replaces and throws when Chakra's code no longer has it,
 * so an upgrade fails the build instead of silently running in one piece again.
 */

const chakraStyledSystem = /node_modules\/@chakra-ui\/react\/dist\/esm\/styled-system\/(system|token-dictionary|merge-config|utility)\.js$/

/** What `import … from 'chakra-create-system-steps'` means (web/theme/chakra-create-system-steps.d.ts). */
export const chakraSystemStepsAlias: Alias = {
  find: /^chakra-create-system-steps$/,
  replacement: join(chakraStyledSystemDir, 'system.js'),
}

/** Runs a generator to its end without pausing and returns its value: the old synchronous call. */
const runToEnd = (name: string, generator: string) => `function ${name}(...args) {
  const steps = ${generator}(...args);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
function* ${generator}(`

export const chakraWalkObjectModule = '@chakra-ui/react/dist/esm/utils/walk-object.js'

/**
 * Chakra's `walkObject`, which visits every leaf of a tree of tokens, also as steps:
 * `walkObjectInSteps(target, predicate, options, levels)` returns a generator that walks the same
 * way (its own `inner` below the first `levels` levels, the same statements above them) and
 * pauses after each child of those levels, so the theme's colours are walked a palette at a time.
 * `walkObject`'s own calls, with three arguments, run as before.
 */
export function walkObjectSteps(code: string): string {
  return rewriteModule(code, { plugin: 'chakra-system-steps', module: chakraWalkObjectModule, edits: [
    ['function walkObject(target, predicate, options = {}) {', 'function walkObject(target, predicate, options = {}, levelsInSteps = 0) {'],
    [
      `  return inner(target);
}`,
      `  function* innerInSteps(value, path, levels) {
    if (levels === 0 || !(isObject(value) || Array.isArray(value))) return inner(value, path);
    const result = {};
    for (const [prop, child] of Object.entries(value)) {
      const key = getKey?.(prop, child) ?? prop;
      const childPath = [...path, key];
      if (stop?.(value, childPath)) {
        return predicate(value, path);
      }
      const next = yield* innerInSteps(child, childPath, levels - 1);
      if (isNotNullish(next)) {
        result[key] = next;
      }
      yield;
    }
    return result;
  }
  return levelsInSteps > 0 ? innerInSteps(target, [], levelsInSteps) : inner(target);
}
const walkObjectInSteps = (target, predicate, options, levels) => walkObject(target, predicate, options, levels);`,
    ],
    ['export { mapObject, walkObject };', 'export { mapObject, walkObject, walkObjectInSteps };'],
  ] })
}

/**
 * Visits `items` as `Array.prototype.forEach` does (the length read once, holes skipped), pausing
 * after every 64: a pass over the dictionary's ~500 tokens is then a few steps of well under a
 * millisecond each, which `finishStepsInSlices` (web/lib/next-task.ts) packs into tasks.
 */
const forEachInSteps = `function* forEachInSteps(items, visit) {
  const count = items.length;
  for (let index = 0; index < count; index++) {
    if (index in items) visit(items[index], index, items);
    if (index % 64 === 63) yield;
  }
}
`

/**
 * The token dictionary (490 tokens for this site's theme, their conditional copies among them,
 * registered and then passed over eight times): pauses while registering them
 * (`walkObjectInSteps`, above), after each middleware, and every 64 tokens of each pass of its
 * build (Chakra's `build()`, inlined here in the same order).
 */
export function splitTokenDictionary(code: string): string {
  return rewriteChakraModule(code, { plugin: 'chakra-system-steps', file: 'token-dictionary.js', edits: [
    ["import { tokenTransforms } from './token-transforms.js';\n", `import { tokenTransforms } from './token-transforms.js';\n${forEachInSteps}`],
    ['function createTokenDictionary(options) {', `${runToEnd('createTokenDictionary', 'createTokenDictionarySteps')}options) {`],
    ["import { mapObject, walkObject } from '../utils/walk-object.js';", "import { mapObject, walkObject, walkObjectInSteps } from '../utils/walk-object.js';"],
    [
      `  function registerTokens() {
    walkObject(
      computedTokens,`,
      `  function* registerTokens() {
    yield* walkObjectInSteps(
      computedTokens,`,
    ],
    [
      `      { stop: isToken }
    );
    walkObject(
      semanticTokens,`,
      `      { stop: isToken },
      2
    );
    yield* walkObjectInSteps(
      semanticTokens,`,
    ],
    [
      `      { stop: isToken }
    );
  }
  function getByName(name) {`,
      `      { stop: isToken },
      2
    );
  }
  function getByName(name) {`,
    ],
    [
      `  function setupViews() {
    allTokens.forEach((token) => {`,
      `  function* setupViews() {
    yield* forEachInSteps(allTokens, (token) => {`,
    ],
    [
      `  function applyMiddlewares(enforce) {
    middlewares.forEach((middleware) => {
      if (middleware.enforce === enforce) {
        middleware.transform(dictionary);
      }
    });
  }
  function applyTransforms(enforce) {
    transforms.forEach((transform) => {
      if (transform.enforce === enforce) {
        allTokens.forEach((token) => {
          transformToken(transform, token);
        });
      }
    });
  }
  function addConditionalTokens() {
    allTokens.slice().forEach((token) => {`,
      `  function* applyMiddlewares(enforce) {
    for (const middleware of middlewares) {
      if (middleware.enforce === enforce) {
        middleware.transform(dictionary);
        yield;
      }
    }
  }
  function* applyTransforms(enforce) {
    for (const transform of transforms.values()) {
      if (transform.enforce === enforce) {
        yield* forEachInSteps(allTokens, (token) => {
          transformToken(transform, token);
        });
      }
    }
  }
  function* addConditionalTokens() {
    yield* forEachInSteps(allTokens.slice(), (token) => {`,
    ],
    [
      `  function addReferences() {
    allTokens.forEach((token) => {`,
      `  function* addReferences() {
    yield* forEachInSteps(allTokens, (token) => {`,
    ],
    [
      `  function expandTokenReferences$1() {
    allTokens.forEach((token) => {`,
      `  function* expandTokenReferences$1() {
    yield* forEachInSteps(allTokens, (token) => {`,
    ],
    [
      `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;`,
      `  yield* registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield;
  yield* applyMiddlewares("pre");
  yield* applyTransforms("pre");
  yield* addConditionalTokens();
  yield* addReferences();
  yield* expandTokenReferences$1();
  yield* applyMiddlewares("post");
  yield* applyTransforms("post");
  yield* setupViews();
  return dictionary;`,
    ],
    // The statements above are build()'s own; if Chakra changes them, the inlined copy must follow.
    [
      `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`,
      '',
    ],
    ['export { createTokenDictionary, tokenCategories };', 'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };'],
  ] })
}

/**
 * Merging the configs (8.5–12 ms at full speed in Lighthouse's traces, in one task): pauses while
 * copying each config (after each of its keys), after the merge, and while normalising the token
 * groups (`walkObjectInSteps`). The copies are made in the same order as Chakra's
 * `configs.map(clone)`.
 */
export function splitMergeConfigs(code: string): string {
  return rewriteChakraModule(code, { plugin: 'chakra-system-steps', file: 'merge-config.js', edits: [
    [
      `const mergeConfigs = (...configs) => {
  const merged = mergeWith({}, ...configs.map(clone));`,
      // Chakra's clone, a config's keys in steps (its utilities, conditions, theme…): copying
      // Chakra's base config alone took 7–14 ms at full speed in one step. A level deeper was
      // 361 more pauses for no shorter task (bench/README.md).
      `function* cloneInSteps(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return clone(value);
  const copy = Object.create(Object.getPrototypeOf(value));
  for (const key of Object.keys(value)) {
    copy[key] = clone(value[key]);
    yield;
  }
  return copy;
}
${runToEnd('mergeConfigs', 'mergeConfigsSteps')}...configs) {
  const copies = [];
  for (const config of configs) {
    copies.push(yield* cloneInSteps(config));
  }
  const merged = mergeWith({}, ...copies);
  yield;`,
    ],
    ["import { walkObject } from '../utils/walk-object.js';", "import { walkObjectInSteps } from '../utils/walk-object.js';"],
    [
      `    walkObject(
      merged.theme.tokens,`,
      `    yield* walkObjectInSteps(
      merged.theme.tokens,`,
    ],
    [
      `      }
    );
  }
  return merged;`,
      `      },
      2
    );
  }
  return merged;`,
    ],
    ['export { mergeConfigs };', 'export { mergeConfigs, mergeConfigsSteps };'],
  ] })
}

/**
 * The utilities (the 243 style properties' value maps, 6–16 ms at full speed in one step): a
 * pause every 32 properties of its two passes over them (Chakra's `build()`, inlined here in the
 * same order).
 */
export function splitUtility(code: string): string {
  /** One of the utilities' loops over their properties (`for (const <entry> of Object.entries(configs))`) as steps. */
  const passInSteps = (name: string, entry: string): ChakraEdit => [
    `  const ${name} = () => {\n    for (const ${entry} of Object.entries(configs)) {`,
    `  const ${name} = function* () {\n    let visited = 0;\n    for (const ${entry} of Object.entries(configs)) {\n      if (++visited % 32 === 0) yield;`,
  ]
  return rewriteChakraModule(code, { plugin: 'chakra-system-steps', file: 'utility.js', edits: [
    ['function createUtility(options) {', `${runToEnd('createUtility', 'createUtilitySteps')}options) {`],
    passInSteps('assignProperties', '[prop, config]'),
    passInSteps('assignPropertyTypes', '[property, propertyConfig]'),
    [
      `  function build() {
    assignShorthands();
    assignColorPaletteProperty();
    assignProperties();
    assignPropertyTypes();
  }
  build();`,
      `  assignShorthands();
  assignColorPaletteProperty();
  yield* assignProperties();
  yield* assignPropertyTypes();`,
    ],
    ['export { createUtility };', 'export { createUtility, createUtilitySteps };'],
  ] })
}

/** createSystem: pauses within merging the configs, after it, within the token dictionary, and between the conditions, the utilities and the rest. */
export function splitCreateSystem(code: string): string {
  return rewriteChakraModule(code, { plugin: 'chakra-system-steps', file: 'system.js', edits: [
    ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionarySteps } from './token-dictionary.js';"],
    ["import { mergeConfigs } from './merge-config.js';", "import { mergeConfigsSteps } from './merge-config.js';"],
    ["import { createUtility } from './utility.js';", "import { createUtilitySteps } from './utility.js';"],
    [
      `function createSystem(...configs) {
  const config = mergeConfigs(...configs);`,
      `${runToEnd('createSystem', 'createSystemSteps')}...configs) {
  const config = yield* mergeConfigsSteps(...configs);
  yield;`,
    ],
    ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
    ['  const breakpoints = createBreakpoints(', '  yield;\n  const breakpoints = createBreakpoints('],
    ['  const utility = createUtility({', '  yield;\n  const utility = yield* createUtilitySteps({'],
    ['  assignComposition();', '  yield;\n  assignComposition();'],
    ['  const tokenMap = getTokenMap(tokens);', '  yield;\n  const tokenMap = getTokenMap(tokens);'],
    ['export { createSystem, isValidSystem };', 'export { createSystem, createSystemSteps, isValidSystem };'],
  ] })
}

/** Build and dev server: the five modules rewritten wherever they are loaded from. */
export function chakraSystemSteps(): Plugin {
  return {
    name: 'chakra-system-steps',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!
      if (file.endsWith(`/node_modules/${chakraWalkObjectModule}`)) return { code: walkObjectSteps(code), map: null }
      const module = chakraStyledSystem.exec(file)?.[1]
      if (module === 'system') return { code: splitCreateSystem(code), map: null }
      if (module === 'token-dictionary') return { code: splitTokenDictionary(code), map: null }
      if (module === 'merge-config') return { code: splitMergeConfigs(code), map: null }
      if (module === 'utility') return { code: splitUtility(code), map: null }
      return undefined
    },
  }
}
