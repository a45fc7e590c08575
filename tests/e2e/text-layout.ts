/**
 * Measures, in the page, every piece of visible text that a visitor cannot read whole (issue 31,
 * point 4): the checks of text-layout.e2e.ts, kept apart so a screenshot script can run them too.
 *
 * What counts, for each visible text node (its line boxes from Range.getClientRects):
 * - `truncated`: cut by the page's own styles: an ellipsis (text-overflow with content wider than
 *   its box) or a line clamp (more lines than shown). A deliberate truncation is allowed only when
 *   labelled: inside an element with `data-may-truncate` whose `title` holds the whole text.
 * - `clipped`: a line box runs past an ancestor that clips (overflow hidden or clip, paint
 *   containment) and is not a scroll box in that direction (text in a scroll box is reached by
 *   scrolling it; a table wider than a phone scrolls sideways). Line boxes include the font's
 *   ascent and descent, which overhang a tight line height: vertically a fifth of the line's
 *   height is tolerated, horizontally one pixel.
 * - `off-page`: a line box runs past the left or right edge of the page outside any sideways scroll
 *   box (a long link that does not break), or the page itself scrolls sideways.
 * - `overlap`: two line boxes of different text nodes overlap (more than 2 px across and 40% of the
 *   lower one's height, so the next line of a tightly set paragraph does not count), in the same
 *   layer: text in a fixed or sticky bar, an open dialog or popover is meant to cover the page.
 * - `covered`: at points along a line on screen, the topmost element is another element with a
 *   background, an image or a form control (a badge over a title), again in the same layer. A
 *   transparent element (an invisible link overlay stretched over a card) covers nothing.
 *
 * Hidden text is skipped: display none, visibility hidden, opacity 0, `inert`, and visually hidden
 * text for screen readers (a box of at most 1 × 1 px, or clipped to nothing).
 */

export type TextLayoutKind = 'truncated' | 'clipped' | 'off-page' | 'overlap' | 'covered'

export interface TextLayoutProblem {
  kind: TextLayoutKind
  /** The text, shortened, and where it is (the nearest data-testid and element). */
  what: string
  detail: string
}

/** Runs in the page (page.evaluate): the problems of the text laid out now. */
export function textLayoutProblems(): TextLayoutProblem[] {
  const problems: TextLayoutProblem[] = []
  const seen = new Set<string>()
  const pageWidth = document.documentElement.clientWidth
  const viewportHeight = window.innerHeight
  const styles = new Map<Element, CSSStyleDeclaration>()
  const style = (element: Element) => {
    let found = styles.get(element)
    if (!found) styles.set(element, (found = getComputedStyle(element)))
    return found
  }
  const round = (value: number) => Math.round(value)
  const snippet = (text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim()
    return flat.length > 50 ? `${flat.slice(0, 47)}…` : flat
  }
  const describe = (element: Element, text: string) => {
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid')
    return `"${snippet(text)}" <${element.tagName.toLowerCase()}>${testId ? ` in [${testId}]` : ''}`
  }
  const report = (kind: TextLayoutKind, what: string, detail: string) => {
    const key = `${kind} ${what}`
    if (seen.has(key)) return
    seen.add(key)
    problems.push({ kind, what, detail })
  }

  const invisibleCache = new Map<Element, boolean>()
  /** Hidden from sight (not only from assistive technology): the element or an ancestor. */
  const invisible = (element: Element | null): boolean => {
    if (!element || element === document.documentElement) return false
    const cached = invisibleCache.get(element)
    if (cached !== undefined) return cached
    const s = style(element)
    const parent = element.parentElement
    // A closed <details> shows only its summary (Chromium lays the rest out, unseen).
    const folded = parent?.tagName === 'DETAILS' && !(parent as HTMLDetailsElement).open && element.tagName !== 'SUMMARY'
    let hidden =
      folded ||
      s.display === 'none' ||
      s.visibility === 'hidden' ||
      s.visibility === 'collapse' ||
      s.contentVisibility === 'hidden' ||
      Number(s.opacity) === 0 ||
      element.hasAttribute('inert')
    if (!hidden && (s.position === 'absolute' || s.position === 'fixed')) {
      const box = element.getBoundingClientRect()
      hidden = (box.width <= 1 && box.height <= 1) || s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)'
    }
    hidden ||= invisible(element.parentElement)
    invisibleCache.set(element, hidden)
    return hidden
  }

  const layerCache = new Map<Element, Element | null>()
  /** The overlay an element belongs to (a fixed or sticky box, an open dialog or popover), or null: the page. */
  const layer = (element: Element | null): Element | null => {
    if (!element || element === document.documentElement) return null
    const cached = layerCache.get(element)
    if (cached !== undefined) return cached
    const s = style(element)
    const own = s.position === 'fixed' || s.position === 'sticky' || (element.tagName === 'DIALOG' && (element as HTMLDialogElement).open) || element.matches(':popover-open')
    const found = own ? element : layer(element.parentElement)
    layerCache.set(element, found)
    return found
  }

  const clipsX = (s: CSSStyleDeclaration) => s.overflowX !== 'visible' || /paint|strict|content/.test(s.contain)
  const clipsY = (s: CSSStyleDeclaration) => s.overflowY !== 'visible' || /paint|strict|content/.test(s.contain)
  const scrolls = (value: string) => value === 'auto' || value === 'scroll'

  /** An ellipsis or a line clamp that hides part of this element's text; allowed only where labelled. */
  const truncatedBy = (element: Element): Element | null => {
    for (let current: Element | null = element, depth = 0; current && depth < 4; current = current.parentElement, depth++) {
      const s = style(current)
      const html = current as HTMLElement
      const ellipsis = s.textOverflow === 'ellipsis' && s.overflowX !== 'visible' && html.scrollWidth > html.clientWidth + 1
      const clamp = s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '' && html.scrollHeight > html.clientHeight + 1
      if (ellipsis || clamp) return current
    }
    return null
  }

  interface Line {
    rect: DOMRect
    node: Text
    element: Element
    layer: Element | null
  }
  const lines: Line[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data
    if (!text.trim()) continue
    const element = node.parentElement
    if (!element || element.closest('script, style, noscript, template, title') || invisible(element)) continue
    // Content a content-visibility: auto box skips while off screen has no layout of its own yet
    // (its box keeps a placeholder height): it is measured once on screen, when the page scrolls to it.
    if (!element.checkVisibility({ contentVisibilityAuto: true })) continue
    range.selectNodeContents(node)
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5)
    if (rects.length === 0) continue
    const what = describe(element, text)

    const truncating = truncatedBy(element)
    if (truncating) {
      const label = truncating.closest('[data-may-truncate]')
      if (!label?.getAttribute('title')?.trim()) {
        report('truncated', describe(truncating, truncating.textContent ?? text), 'cut with an ellipsis or a line clamp, without data-may-truncate and a title giving the whole text')
      }
      continue
    }

    const elementLayer = layer(element)
    for (const rect of rects) {
      // What a scroll box shows of the line now (text scrolled out of its box is not on the page).
      let shown = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }
      let inSidewaysScroller = false
      for (let ancestor: Element | null = element; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const s = style(ancestor)
        if (s.position === 'fixed') break
        const xClip = clipsX(s)
        const yClip = clipsY(s)
        if (!xClip && !yClip) continue
        const box = ancestor.getBoundingClientRect()
        const left = box.left + ancestor.clientLeft
        const top = box.top + ancestor.clientTop
        const right = left + ancestor.clientWidth
        const bottom = top + ancestor.clientHeight
        const slack = Math.max(2, rect.height / 5)
        if (xClip && scrolls(s.overflowX)) {
          inSidewaysScroller = true
          shown = { ...shown, left: Math.max(shown.left, left), right: Math.min(shown.right, right) }
        }
        if (yClip && scrolls(s.overflowY)) shown = { ...shown, top: Math.max(shown.top, top), bottom: Math.min(shown.bottom, bottom) }
        if (xClip && !scrolls(s.overflowX) && (rect.right > right + 1 || rect.left < left - 1)) {
          report('clipped', what, `runs ${round(Math.max(rect.right - right, left - rect.left))} px past the side of ${describe(ancestor, '')} (overflow ${s.overflowX})`)
        }
        if (yClip && !scrolls(s.overflowY) && (rect.bottom > bottom + slack || rect.top < top - slack)) {
          report('clipped', what, `runs ${round(Math.max(rect.bottom - bottom, top - rect.top))} px past the top or bottom of ${describe(ancestor, '')} (overflow ${s.overflowY})`)
        }
      }
      if (shown.right - shown.left > 0.5 && shown.bottom - shown.top > 0.5) {
        lines.push({ rect: new DOMRect(shown.left, shown.top, shown.right - shown.left, shown.bottom - shown.top), node, element, layer: elementLayer })
      }
      if (!inSidewaysScroller && elementLayer === null && (rect.right > pageWidth + 1 || rect.left < -1)) {
        report('off-page', what, `runs from ${round(rect.left)} to ${round(rect.right)} px on a page ${pageWidth} px wide`)
      }
    }
  }
  if (document.documentElement.scrollWidth > pageWidth + 1) {
    report('off-page', 'the page', `scrolls sideways: ${document.documentElement.scrollWidth} px of content on a page ${pageWidth} px wide`)
  }

  // Text over text: sweep the lines top to bottom, comparing each with those whose boxes it reaches.
  lines.sort((a, b) => a.rect.top - b.rect.top)
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!
    for (let j = i + 1; j < lines.length && lines[j]!.rect.top < a.rect.bottom; j++) {
      const b = lines[j]!
      if (a.node === b.node || a.layer !== b.layer) continue
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
      if (width > 2 && height > 0.4 * Math.min(a.rect.height, b.rect.height)) {
        report('overlap', describe(a.element, a.node.data), `overlaps ${describe(b.element, b.node.data)} by ${round(width)} × ${round(height)} px`)
      }
    }
  }

  // Text under something else: hit-test points along each line on screen.
  const paints = (element: Element) => {
    if (/^(IMG|SVG|CANVAS|VIDEO|INPUT|SELECT|TEXTAREA|BUTTON)$/i.test(element.tagName)) return true
    const s = style(element)
    const color = s.backgroundColor
    const transparent = color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color)
    return !transparent || s.backgroundImage !== 'none'
  }
  for (const line of lines) {
    const { rect } = line
    if (rect.top < 0 || rect.bottom > viewportHeight || rect.left < 0 || rect.right > pageWidth) continue
    // Both ends too: a badge over a title's last word covers only its last few pixels.
    for (const x of [rect.left + 1.5, rect.left + rect.width * 0.25, rect.left + rect.width * 0.5, rect.left + rect.width * 0.75, rect.right - 1.5]) {
      const y = rect.top + rect.height / 2
      const hit = document.elementFromPoint(x, y)
      if (!hit || hit === line.element || line.element.contains(hit) || hit.contains(line.element)) continue
      if (layer(hit) !== line.layer) continue
      const box = hit.getBoundingClientRect()
      // The hit is a pseudo-element overlay or an overflowing child: not the element's own box.
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) continue
      if (!paints(hit)) continue
      report('covered', describe(line.element, line.node.data), `covered by ${describe(hit, hit.textContent ?? '')}`)
      break
    }
  }
  return problems
}
