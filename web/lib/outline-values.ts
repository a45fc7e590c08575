/**
 * The enumerated values of a traced outline's provenance (api.mice mouse__outline_source), apart
 * from api-values.ts: only the outline module, the tracer and the schema generator need them, so
 * every page's shared code does not carry them. Pure, no imports (Node runs it as it is).
 */

/** How a traced outline was made: traced by an editor from an image. */
export const traceMethods = ['traced'] as const
/** How a trace's uniform scale was set: the calibration sheet's markers, or one published dimension. */
export const scaleBases = ['calibration-sheet', 'published-length', 'published-width', 'published-height'] as const
/** The published dimensions a traced view is checked against. */
export const outlineDimensions = ['length', 'width', 'height'] as const
