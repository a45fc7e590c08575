import { join } from 'node:path'
import type { Alias, Plugin } from 'vite'
import { chakraStyledSystemDir, rewriteChakraModule } from './chakra-module-rewrite.ts'

/**
 * Chakra's createSystem (3.37) is the longest task of every page's start-up: on a phone-speed
 * Chromium (4× CPU slowdown) about 300 ms in one piece, half of it the token dictionary. This
 * plugin rewrites Chakra's three modules so the same code can also run as a generator that pauses
 * between its phases (`createSystemSteps`, `createTokenDictionarySteps`, `mergeConfigsSteps`), and web/theme/
 * system-in-tasks.ts gives each phase a task of its own. `createSystem` itself runs the steps
 * without pausing: the same statements in the same order, so every other caller gets the
 * system it always got (tests/unit/chakra-system-steps.test.ts compares the two).
 *
 * Each rewrite names the exact text it replaces and throws when Chakra's code no longer has it,
 * so an upgrade fails the build instead of silently running in one piece again.
 */

const chakraStyledSystem = /node_modules\/@chakra-ui\/react\/dist\/esm\/styled-system\/(system|token-dictionary|merge-config)\.js$/

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

/**
 * The token dictionary (~500 tokens walked six times): a pause after registering the tokens and
 * after each pass of its build (Chakra's `build()`, inlined here in the same order).
 */
export function splitTokenDictionary(code: string): string {
  return rewriteChakraModule(code, { plugin: 'chakra-system-steps', file: 'token-dictionary.js', edits: [
    ['function createTokenDictionary(options) {', `${runToEnd('createTokenDictionary', 'createTokenDictionarySteps')}options) {`],
    [
      `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;`,
      `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield;
  applyMiddlewares("pre");
  applyTransforms("pre");
  yield;
  addConditionalTokens();
  addReferences();
  expandTokenReferences$1();
  yield;
  applyMiddlewares("post");
  yield;
  applyTransforms("post");
  yield;
  setupViews();
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
 * Merging the configs (8.5–12 ms at full speed in Lighthouse's traces, in one task): a pause after
 * each config's deep copy and after the merge, before the token groups are normalised. The copies
 * are made in the same order as Chakra's `configs.map(clone)`.
 */
export function splitMergeConfigs(code: string): string {
  return rewriteChakraModule(code, { plugin: 'chakra-system-steps', file: 'merge-config.js', edits: [
    [
      `const mergeConfigs = (...configs) => {
  const merged = mergeWith({}, ...configs.map(clone));`,
      `${runToEnd('mergeConfigs', 'mergeConfigsSteps')}...configs) {
  const copies = [];
  for (const config of configs) {
    copies.push(clone(config));
    yield;
  }
  const merged = mergeWith({}, ...copies);
  yield;`,
    ],
    ['export { mergeConfigs };', 'export { mergeConfigs, mergeConfigsSteps };'],
  ] })
}

/** createSystem: pauses within merging the configs, after it, within the token dictionary, and between the conditions, the utilities and the rest. */
export function splitCreateSystem(code: string): string {
  return rewriteChakraModule(code, { plugin: 'chakra-system-steps', file: 'system.js', edits: [
    ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionarySteps } from './token-dictionary.js';"],
    ["import { mergeConfigs } from './merge-config.js';", "import { mergeConfigsSteps } from './merge-config.js';"],
    [
      `function createSystem(...configs) {
  const config = mergeConfigs(...configs);`,
      `${runToEnd('createSystem', 'createSystemSteps')}...configs) {
  const config = yield* mergeConfigsSteps(...configs);
  yield;`,
    ],
    ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
    ['  const breakpoints = createBreakpoints(', '  yield;\n  const breakpoints = createBreakpoints('],
    ['  const utility = createUtility({', '  yield;\n  const utility = createUtility({'],
    ['  assignComposition();', '  yield;\n  assignComposition();'],
    ['  const tokenMap = getTokenMap(tokens);', '  yield;\n  const tokenMap = getTokenMap(tokens);'],
    ['export { createSystem, isValidSystem };', 'export { createSystem, createSystemSteps, isValidSystem };'],
  ] })
}

/** Build and dev server: the three modules rewritten wherever they are loaded from. */
export function chakraSystemSteps(): Plugin {
  return {
    name: 'chakra-system-steps',
    enforce: 'pre',
    transform(code, id) {
      const module = chakraStyledSystem.exec(id.split('?')[0]!)?.[1]
      if (module === 'system') return { code: splitCreateSystem(code), map: null }
      if (module === 'token-dictionary') return { code: splitTokenDictionary(code), map: null }
      if (module === 'merge-config') return { code: splitMergeConfigs(code), map: null }
      return undefined
    },
  }
}
