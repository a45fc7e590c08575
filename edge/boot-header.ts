/**
 * The page's heading and introduction in the boot shell (web/index.html), written by the worker
 * (edge/html.ts) into [data-boot-page]. No Workers APIs: the end-to-end tests read bootLayouts.
 */
import { escapeHtml } from './html-escape'

/**
 * Which page layout (web/components/layouts) a heading and introduction sit in: they differ in
 * the top padding from 960 px (browse 32 px, others 40 px) and in width (narrow pages 48rem).
 */
export type BootLayout = 'browse' | 'page' | 'narrow'

export interface BootHeader {
  layout: BootLayout
  heading: string
  intro: string
}

/**
 * The page's heading and introduction for the boot shell (web/index.html, [data-boot-page]), in
 * its layout's place: a phone shows them at the first paint, before the scripts have run, and the
 * app's first render puts the same text in the same boxes. Plain blocks inside the boot shell's
 * aria-hidden frame: the app's own h1 is the page's heading.
 */
export function bootHeaderHtml(header: BootHeader): string {
  return (
    `<div class="boot-page boot-page-${header.layout}">` +
    `<div class="boot-heading">${escapeHtml(header.heading)}</div>` +
    `<div class="boot-intro">${escapeHtml(header.intro)}</div></div>`
  )
}

/**
 * The pages whose heading and introduction are their navigation entry's (descriptions.medium and
 * .long), with the layout each renders them in. tests/e2e/first-render.e2e.ts checks each against
 * the app's boxes and text; a page missing here simply has no boot header.
 */
export const bootLayouts: Readonly<Record<string, BootLayout>> = {
  '/mouse/browse': 'browse',
  '/mouse/sensors/browse': 'browse',
  '/mouse/switches/browse': 'browse',
  '/mouse/encoders/browse': 'browse',
  '/mouse/find-similar': 'browse',
  '/mouse/fit': 'page',
  '/mouse/compare': 'page',
  '/mouse/sensors/compare': 'page',
  '/mouse/switches/compare': 'page',
  '/mouse/encoders/compare': 'page',
  '/discounts': 'page',
  '/affiliates': 'page',
  '/mousepads': 'page',
  '/open-data': 'page',
  '/contact': 'narrow',
  '/giveaways': 'narrow',
  '/about': 'narrow',
  '/privacy': 'narrow',
  '/terms': 'narrow',
  '/about-the-data': 'narrow',
}
