// Transitional: see useDocumentMeta in ./error-screen-head.ts (kept there so it adds no chunk of its own).
export { useDocumentMeta } from './error-screen-head'
