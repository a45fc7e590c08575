/**
 * The page's heading and introduction in the boot shell (web/index.html), written by the worker
 * (edge/html.ts) into [data-boot-page]. No Workers APIs: the end-to-end tests read bootLayouts.
 */
import { escapeHtml } from './html-escape'
import { parseMarkdown, type Block, type Inline } from '../web/lib/markdown'
import { sensorRankRule } from '../web/lib/sensor-rank'

/**
 * Which page layout (web/components/layouts) a heading and introduction sit in: they differ in
 * the top padding from 960 px (browse 32 px, others 40 px) and in width (narrow pages 48rem).
 * The home page (web/features/home/home-page.tsx) draws its own, larger: `home`.
 */
export type BootLayout = 'browse' | 'page' | 'narrow' | 'home'

export interface BootHeader {
  layout: BootLayout
  heading: string
  intro: string
  /** A browse page's note under its introduction (bootNotes), when the page draws one there. */
  note?: string
}

/**
 * An article's (a review's) opening in web/components/layouts/article-layout.tsx's boxes: its title,
 * its byline and the first blocks of its text. On a phone the first paragraph is the page's largest
 * text, so drawing it from the HTML is what lets the page show its content before the scripts run.
 */
export interface BootArticle {
  layout: 'article'
  heading: string
  byline: string
  /** The article's markdown: the boot shell draws its leading blocks (bootArticleBlocks). */
  markdown: string
  /** Whether the page has an aside (a mouse review's specification box), which narrows the text on wide screens. */
  aside: boolean
}

/**
 * The page's heading and introduction for the boot shell (web/index.html, [data-boot-page]), in
 * its layout's place: a phone shows them at the first paint, before the scripts have run, and the
 * app's first render puts the same text in the same boxes. Plain blocks inside the boot shell's
 * aria-hidden frame: the app's own h1 is the page's heading.
 */
export function bootHeaderHtml(header: BootHeader | BootArticle): string {
  if (header.layout === 'article') return bootArticleHtml(header)
  return (
    `<div class="boot-page boot-page-${header.layout}">` +
    `<div class="boot-heading">${escapeHtml(header.heading)}</div>` +
    `<div class="boot-intro">${escapeHtml(header.intro)}</div>` +
    (header.note ? `<div class="boot-note">${escapeHtml(header.note)}</div>` : '') +
    `</div>`
  )
}

/**
 * The browse pages whose first block under the introduction is a fixed note
 * (web/features/catalogue/component-pages/component-browse-kind.tsx, BrowseNote). On a phone the
 * sensors' ranking rule is the page's largest text: drawn from the HTML, it is on screen at the
 * first paint instead of after the scripts. tests/e2e/first-render.e2e.ts checks its box.
 */
export const bootNotes: Readonly<Record<string, string>> = {
  '/mouse/sensors/browse': sensorRankRule,
}

/**
 * The pages whose heading and introduction are their navigation entry's (descriptions.medium and
 * .long), with the layout each renders them in. tests/e2e/first-render.e2e.ts checks each against
 * the app's boxes and text; a page missing here simply has no boot header.
 */
export const bootLayouts: Readonly<Record<string, BootLayout>> = {
  '/': 'home',
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

/** At most this many leading blocks of an article: enough for its title, first heading and first paragraph. */
const maxArticleBlocks = 3

/**
 * The leading blocks of an article the boot shell draws exactly as web/components/content/markdown-text.tsx
 * does: headings that render as h2 and paragraphs of text, strong, emphasis and links, up to and including
 * the first paragraph. It stops at the first block it could not draw the same (a list, code, a table, a line
 * break): the app draws the rest.
 */
export function bootArticleBlocks(markdown: string): Block[] {
  const blocks = parseMarkdown(markdown)
  // As MarkdownText: the biggest heading of the document becomes an h2.
  const topLevel = Math.min(6, ...blocks.flatMap((block) => (block.type === 'heading' ? [block.level] : [])))
  const drawn: Block[] = []
  for (const block of blocks.slice(0, maxArticleBlocks)) {
    if (block.type === 'heading' && block.level === topLevel && drawableInline(block.children)) drawn.push(block)
    else if (block.type === 'paragraph' && drawableInline(block.children)) return [...drawn, block]
    else break
  }
  // Headings alone are not worth drawing: what matters is the first paragraph.
  return []
}

function drawableInline(nodes: readonly Inline[]): boolean {
  return nodes.every((node) => node.type === 'text' || ((node.type === 'strong' || node.type === 'em' || node.type === 'link') && drawableInline(node.children)))
}

function inlineHtml(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.text)
        case 'strong':
          return `<strong>${inlineHtml(node.children)}</strong>`
        case 'em':
          return `<em>${inlineHtml(node.children)}</em>`
        // Drawn as the link looks (no href: the boot shell is a picture of the page, not the page).
        case 'link':
          return `<span class="prose-link">${inlineHtml(node.children)}</span>`
        default:
          return ''
      }
    })
    .join('')
}

function bootArticleHtml(article: BootArticle): string {
  const blocks = bootArticleBlocks(article.markdown)
  const prose = blocks.map((block) => (block.type === 'heading' ? `<div class="prose-h2">${inlineHtml(block.children)}</div>` : block.type === 'paragraph' ? `<p>${inlineHtml(block.children)}</p>` : '')).join('')
  return (
    `<div class="boot-page boot-page-article${article.aside ? ' boot-page-aside' : ''}"><div class="boot-article">` +
    `<div class="boot-heading">${escapeHtml(article.heading)}</div>` +
    `<div class="boot-byline">${escapeHtml(article.byline)}</div>` +
    (prose ? `<div class="prose">${prose}</div>` : '') +
    `</div></div>`
  )
}
