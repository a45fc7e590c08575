import { createContext } from 'react'

/**
 * True while web/app-start.tsx shows the shell before the first page is in: the root layout then
 * renders the page's loading note instead of the page (web/lib/first-render.ts says why).
 */
export const PageHeldContext = createContext(false)
