// ESLint (flat config): the house plan's import rules (../shared/DESIGN.md, README "Architecture")
// and React's rules of hooks. Fast on purpose: syntax only, no type-aware rules (the type checker
// is `npm run typecheck`). typescript-eslint comes from tools/eslint, which carries the TypeScript
// 5 it needs (the project compiles with TypeScript 7, which typescript-eslint cannot load).
import reactHooks from 'eslint-plugin-react-hooks'
import { tseslint } from 'mousecompare-eslint'
import { houseRules } from './tools/eslint/house-rules.js'

const source = ['**/*.{ts,tsx,js,mjs}']


export default [
  {
    ignores: ['dist/**', 'dist-sourcemaps/**', 'bench/.out/**', '.wrangler/**', '**/node_modules/**', 'web/route-tree.gen.ts', 'edge/worker-configuration.d.ts'],
  },
  {
    files: source,
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks, house: houseRules },
    rules: {
      // A control character in a pattern is a mistake unless a comment says why (sitemap byte counting does).
      'no-control-regex': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // lib is the bottom layer: features build on it, never the other way round.
    files: ['web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features(/|$)', message: 'web/lib imports no feature (imports flow lib → features → routes).' }] }],
    },
  },
  {
    // A feature uses another feature only through that feature's public entry (a named list of
    // what others may use). Dynamic import() is the one exception: it is where code splits, and
    // going through the entry would load everything it lists.
    files: ['web/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.(/|$))[^/]+/(?!public$)',
              message: "Import another feature only through its public entry, web/features/<area>/public.ts (add what you need to that list).",
            },
          ],
        },
      ],
      'house/no-feature-cycles': 'error',
    },
  },
  {
    // The same one folder down (web/features/catalogue/mice/…): another feature is two levels up.
    files: ['web/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.(/|$))[^/]+/(?!public$)',
              message: "Import another feature only through its public entry, web/features/<area>/public.ts (add what you need to that list).",
            },
          ],
        },
      ],
      'house/no-feature-cycles': 'error',
    },
  },
  {
    // The worker shares only pure modules with the site: web/lib and features' public entries, never UI (.tsx).
    files: ['edge/**/*.ts'],
    rules: { 'house/edge-imports-pure-web': 'error' },
  },
]
