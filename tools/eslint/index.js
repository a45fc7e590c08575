// typescript-eslint resolved from here, so it loads TypeScript 5.9 (tools/eslint/node_modules), not the project's TypeScript 7.
export { default as tseslint } from 'typescript-eslint'
