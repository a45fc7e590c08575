import type { Plugin } from 'vite'
import { nodeModuleRewrites, rewriteModule } from './chakra-module-rewrite.ts'
import { chakraFactoryModule } from './emotion-client-only-plugin.ts'

/** Chakra's `memo`, the cache in front of `css()`, the recipes and the token lookups. */
export const chakraMemoModule = '@chakra-ui/react/dist/esm/utils/memo.js'

/**
 * Every render of every Chakra element turns its style object into CSS text and hashes that text
 * into its class name (Emotion's `serializeStyles`, then murmur2): 71–340 times while a page loads
 * here, 5–21 ms at full speed, for 35–78 distinct style objects. The object comes from Chakra's
 * `css()`, which is memoized by the structure of its arguments, so a re-render, and every element
 * styled like another, hands the factory the very object it serialized before. The factory now
 * keeps what it serialized for each such object (a WeakMap, so nothing outlives the object) and
 * serializes only objects it has not seen. Nothing changes such an object after `css()` returns
 * it: `css()` builds it from nothing (into a new object, from each transform's result copied by
 * `walkObject` first), and the factory and Emotion only read it.
 *
 * What the text depends on besides the object: `mergedProps`, read only by function
 * interpolations, which Chakra's `css()` never returns (its memo keys a function by its name
 * alone, so a function there would already be unreliable); and Emotion's registry of class names,
 * which replaces a string value equal to a registered class name (`css-<hash>`), a value no style
 * carries, and which is one per page (the one Emotion cache). Elements given an Emotion
 * `className` of their own (more than one interpolation) are serialized as before.
 */
export function serializeEachStyleObjectOnce(code: string): string {
  return rewriteModule(code, {
    plugin: 'chakra-style-caches',
    module: chakraFactoryModule,
    edits: [
      ['const createStyled = (tag, configOrCva = {}, options = {}) => {', 'const serializedByStyles = new WeakMap();\nconst createStyled = (tag, configOrCva = {}, options = {}) => {'],
      [
        `    const serialized = serializeStyles(
      styles.concat(classInterpolations),
      cache2.registered,
      mergedProps
    );`,
        `    const onlyStyles = styles.length === 0 && classInterpolations.length === 1;
    let serialized = onlyStyles ? serializedByStyles.get(styleProps) : void 0;
    if (serialized === void 0) {
      serialized = serializeStyles(
        styles.concat(classInterpolations),
        cache2.registered,
        mergedProps
      );
      if (onlyStyles) serializedByStyles.set(styleProps, serialized);
    }`,
      ],
    ],
  })
}

/**
 * Chakra's `memo` keeps its last 500 results in an LRU cache written as a class (with the
 * class-field helpers its build adds to the module): a hit deletes the entry and sets it again; a
 * miss sets it, first evicting the oldest entry when 500 are kept and the key is not among them.
 * The same policy, written into the memoized function itself: the same entries computed, kept,
 * refreshed and evicted in the same order (`delete`'s answer stands in for the class's `has`), and
 * bytes the framework chunk every page loads no longer carries, paying for the serialized styles'
 * cache above. The keys (`simpleHash` of the arguments) are Chakra's own.
 */
export function leanMemoCache(code: string): string {
  return rewriteModule(code, {
    plugin: 'chakra-style-caches',
    module: chakraMemoModule,
    edits: [
      [
        `var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
`,
        '',
      ],
      [
        `class LRUCache {
  constructor(maxSize = 500) {
    __publicField(this, "cache", /* @__PURE__ */ new Map());
    __publicField(this, "maxSize");
    this.maxSize = maxSize;
  }
  get(key) {
    const value = this.cache.get(key);
    if (value !== void 0) {
      this.cache.delete(key);
      this.cache.set(key, value);
    }
    return value;
  }
  set(key, value) {
    if (this.cache.has(key)) {
      this.cache.delete(key);
    } else if (this.cache.size >= this.maxSize) {
      const firstKey = this.cache.keys().next().value;
      if (firstKey !== void 0) {
        this.cache.delete(firstKey);
      }
    }
    this.cache.set(key, value);
  }
  clear() {
    this.cache.clear();
  }
}
`,
        '',
      ],
      [
        `  const cache = new LRUCache();
  function get(...args) {
    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      cache.set(key, result);
    }
    return result;
  }`,
        `  const cache = /* @__PURE__ */ new Map();
  function get(...args) {
    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");
    let result = cache.get(key);
    if (result === void 0) result = fn.apply(this, args);
    if (!cache.delete(key) && cache.size >= 500) cache.delete(cache.keys().next().value);
    cache.set(key, result);
    return result;
  }`,
      ],
    ],
  })
}

/** Build only, like the other rewrites (the dev server and the tests load Chakra as it is); each throws when Chakra's code changes shape. */
export function chakraStyleCaches(): Plugin {
  return nodeModuleRewrites('chakra-style-caches', { [chakraFactoryModule]: serializeEachStyleObjectOnce, [chakraMemoModule]: leanMemoCache })
}
