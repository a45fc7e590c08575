/**
 * The words of a component kind and of one component's own page (the compare page with that one
 * component, issue 20). Pure: the worker titles and describes the same pages with them
 * (edge/component-pages.ts), so a crawler reads what the app shows.
 */


/** The component kinds, as their pages' paths name them (/mouse/<kind>/browse). */
export type ComponentKindId = 'sensors' | 'switches' | 'encoders'

export const componentKindWords = {
  sensors: { singular: 'sensor', plural: 'sensors' },
  switches: { singular: 'switch', plural: 'switches' },
  encoders: { singular: 'scroll wheel encoder', plural: 'scroll wheel encoders' },
} as const satisfies Record<ComponentKindId, { singular: string; plural: string }>

export function componentPageIntro(singular: string, name: string): string {
  return `Every figure of the ${name} ${singular}, and the mice that use it. Add another ${singular} to compare them side by side.`
}
