import type { Plugin } from 'vite'
import { nodeModuleRewrites, rewriteModule } from './chakra-module-rewrite.ts'
import { emotionCacheModule } from './emotion-client-only-plugin.ts'

/** Emotion's helpers that register and insert a component's styles (browser build). */
export const emotionUtilsModule = '@emotion/utils/dist/emotion-utils.browser.esm.js'

/**
 * Emotion turns a component's styles into CSS rules (stylis: parse, prefix, serialise) at the
 * moment it inserts them, in an insertion effect: inside React's commit, which runs as one task.
 * The first page's commit compiled every rule the page uses there: a third of the commit's time on
 * the compare page (bench/README.md, seventeenth session). React renders the first page in a
 * transition, in slices that yield to the browser every few milliseconds; this moves the
 * compiling into those slices and leaves the commit only `insertRule`:
 *
 * - the cache (`createCache`) gets `compile(selector, serialized)`, which runs stylis into a list
 *   kept until the insertion, and its `insert` inserts that list (compiling first if nothing had);
 * - `registerStyles`, which Emotion's and Chakra's components call while rendering, compiles the
 *   styles of a class not yet inserted.
 *
 * The rules, their order and the sheet they go to are the same; only when they are computed moves.
 * Throws when Emotion's code changes shape.
 */
export function compileRulesInCache(code: string): string {
  return rewriteModule(code, {
    plugin: 'emotion-rules-in-render',
    module: emotionCacheModule,
    edits: [
      [
        `  var _insert;
`,
        `  var _insert, _compile;
`,
      ],
      [
        `    _insert = function insert(selector, serialized, sheet, shouldCache) {
      currentSheet = sheet;

      stylis(selector ? selector + "{" + serialized.styles + "}" : serialized.styles);

      if (shouldCache) {`,
        `    var compiled = {};

    _compile = function compile(selector, serialized) {
      var rules = compiled[selector + serialized.name];

      if (!rules) {
        rules = compiled[selector + serialized.name] = [];
        currentSheet = {
          insert: function insert(rule) {
            rules.push(rule);
          }
        };
        stylis(selector ? selector + "{" + serialized.styles + "}" : serialized.styles);
      }

      return rules;
    };

    _insert = function insert(selector, serialized, sheet, shouldCache) {
      var rules = _compile(selector, serialized);

      delete compiled[selector + serialized.name];

      for (var i = 0; i < rules.length; i++) {
        sheet.insert(rules[i]);
      }

      if (shouldCache) {`,
      ],
      [
        `    insert: _insert
  };`,
        `    insert: _insert,
    compile: _compile
  };`,
      ],
    ],
  })
}

/** `registerStyles` (called while rendering) also compiles the rules of a class not yet inserted. */
export function compileRulesWhenRegistered(code: string): string {
  return rewriteModule(code, {
    plugin: 'emotion-rules-in-render',
    module: emotionUtilsModule,
    edits: [
      [
        `    cache.registered[className] = serialized.styles;
  }
};`,
        `    cache.registered[className] = serialized.styles;
  }

  if (cache.compile && cache.inserted[serialized.name] === undefined) {
    var current = serialized;

    do {
      cache.compile(serialized === current ? "." + className : '', current);
      current = current.next;
    } while (current !== undefined);
  }
};`,
      ],
    ],
  })
}

/** Build only: the rewrites above (the dev server keeps Emotion as it is). */
export function emotionRulesInRender(): Plugin {
  return nodeModuleRewrites('emotion-rules-in-render', { [emotionCacheModule]: compileRulesInCache, [emotionUtilsModule]: compileRulesWhenRegistered })
}
