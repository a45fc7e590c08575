/** Where the bench serves the reference page (bench/reference.ts); no route of the site has this path. */
export const referencePath = '/bench-reference'
