/**
 * A small, safe Markdown parser: text in, a plain tree out, never HTML. What it knows: headings,
 * paragraphs, emphasis, strong, inline code, links (http, https and relative only), bullet and
 * numbered lists, block quotes, fenced and indented code. Everything else, raw HTML included,
 * stays literal text, which React escapes when it renders the tree.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; external: boolean; children: Inline[] }
  | { type: 'break' }

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'blockquote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'code'; text: string }
  | { type: 'table'; align: ('left' | 'center' | 'right' | null)[]; header: Inline[][]; rows: Inline[][][] }

const maxDepth = 8

/** A link target that may be followed: http(s) URLs and relative paths; null for anything else (javascript:, data:, …). */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so they go first.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const href = raw.trim().replace(/[\u0000-\u001F\u007F\s]+/g, '')
  if (href === '') return null
  if (/^https?:\/\//i.test(href)) return { href, external: true }
  if (href.startsWith('//')) return null // protocol-relative: another site, no scheme check possible
  if (href.startsWith('\\') || href.startsWith('/\\')) return null
  // Anything with a scheme before the first '/', '?' or '#' is refused.
  const beforePath = href.split(/[/?#]/, 1)[0] ?? ''
  if (beforePath.includes(':')) return null
  // Entities could spell a scheme once decoded by someone else; keep links plain.
  if (/&#|&[a-z]+;/i.test(href)) return null
  return { href, external: false }
}

// Inline ---------------------------------------------------------------------------------------

interface InlineMatch {
  index: number
  length: number
  node: Inline
}

function findLink(text: string, depth: number): InlineMatch | null {
  let from = 0
  while (from < text.length) {
    const start = text.indexOf('[', from)
    if (start < 0) return null
    from = start + 1
    // The label: balanced brackets.
    let level = 0
    let end = -1
    for (let i = start; i < text.length; i++) {
      if (text[i] === '\\') {
        i++
        continue
      }
      if (text[i] === '[') level++
      else if (text[i] === ']' && --level === 0) {
        end = i
        break
      }
    }
    if (end < 0 || text[end + 1] !== '(') continue
    const close = text.indexOf(')', end + 2)
    if (close < 0) continue
    const label = text.slice(start + 1, end)
    const target = text.slice(end + 2, close).trim().split(/\s+"/)[0]!.replace(/^<|>$/g, '')
    const safe = safeHref(target)
    const children = parseInline(label, depth + 1)
    return {
      index: start,
      length: close + 1 - start,
      // A refused target keeps its text, unlinked.
      node: safe ? { type: 'link', href: safe.href, external: safe.external, children } : { type: 'text', text: plainText(children) },
    }
  }
  return null
}

const delimited: { pattern: RegExp; make: (inner: string, depth: number) => Inline }[] = [
  { pattern: /`([^`\n]+)`/, make: (inner) => ({ type: 'code', text: inner }) },
  { pattern: /\*\*(?=\S)([\s\S]*?\S)\*\*/, make: (inner, depth) => ({ type: 'strong', children: parseInline(inner, depth + 1) }) },
  { pattern: /__(?=\S)([\s\S]*?\S)__/, make: (inner, depth) => ({ type: 'strong', children: parseInline(inner, depth + 1) }) },
  { pattern: /\*(?=[^\s*])([^*]*?[^\s*])\*/, make: (inner, depth) => ({ type: 'em', children: parseInline(inner, depth + 1) }) },
  { pattern: /(?<![A-Za-z0-9])_(?=[^\s_])([^_]*?[^\s_])_(?![A-Za-z0-9])/, make: (inner, depth) => ({ type: 'em', children: parseInline(inner, depth + 1) }) },
]

function pushText(nodes: Inline[], text: string) {
  if (text === '') return
  // Backslash escapes of punctuation show the character itself.
  const unescaped = text.replace(/\\([\\`*_{}[\]()#+\-.!>|~<])/g, '$1')
  const parts = unescaped.split(/ {2,}\n|\\\n/)
  parts.forEach((part, index) => {
    if (index > 0) nodes.push({ type: 'break' })
    const last = nodes[nodes.length - 1]
    if (last?.type === 'text') last.text += part
    else if (part !== '') nodes.push({ type: 'text', text: part })
  })
}

export function parseInline(text: string, depth = 0): Inline[] {
  if (depth > maxDepth) return [{ type: 'text', text }]
  const nodes: Inline[] = []
  let rest = text
  while (rest !== '') {
    let best: InlineMatch | null = null
    for (const { pattern, make } of delimited) {
      const match = pattern.exec(rest)
      if (match && (best === null || match.index < best.index)) best = { index: match.index, length: match[0].length, node: make(match[1]!, depth) }
    }
    const link = findLink(rest, depth)
    // Code spans win over links that start inside them; otherwise the earliest construct wins.
    if (link && (best === null || link.index < best.index || (link.index === best.index && best.node.type !== 'code'))) best = link
    if (best === null) {
      pushText(nodes, rest)
      break
    }
    pushText(nodes, rest.slice(0, best.index))
    nodes.push(best.node)
    rest = rest.slice(best.index + best.length)
  }
  return nodes
}

// Tables (GitHub style) ---------------------------------------------------------------------------

function splitRow(line: string): string[] {
  let row = line.trim()
  if (row.startsWith('|')) row = row.slice(1)
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1)
  const cells: string[] = []
  let current = ''
  for (let i = 0; i < row.length; i++) {
    if (row[i] === '\\' && row[i + 1] === '|') {
      current += '|'
      i++
    } else if (row[i] === '|') {
      cells.push(current.trim())
      current = ''
    } else current += row[i]
  }
  cells.push(current.trim())
  return cells
}

const delimiterRow = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/

function isTableStart(lines: readonly string[], i: number): boolean {
  return lines[i]!.includes('|') && i + 1 < lines.length && delimiterRow.test(lines[i + 1]!) && splitRow(lines[i]!).length === splitRow(lines[i + 1]!).length
}

// Blocks ---------------------------------------------------------------------------------------

const listItemPattern = /^( {0,3})([-*+]|\d{1,9}[.)])\s+(.*)$/
const fencePattern = /^ {0,3}(```|~~~)/

export function parseMarkdown(markdown: string, depth = 0): Block[] {
  const lines = String(markdown ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
  const blocks: Block[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n').trim(), depth) })
    paragraph = []
  }
  let i = 0
  while (i < lines.length) {
    const line = lines[i]!
    if (line.trim() === '') {
      flush()
      i++
      continue
    }
    const fence = fencePattern.exec(line)
    if (fence) {
      flush()
      const code: string[] = []
      i++
      while (i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!)) code.push(lines[i++]!)
      i++
      blocks.push({ type: 'code', text: code.join('\n') })
      continue
    }
    const heading = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line)
    if (heading) {
      flush()
      blocks.push({ type: 'heading', level: heading[1]!.length as 1, children: parseInline(heading[2]!, depth) })
      i++
      continue
    }
    if (/^ {0,3}>/.test(line) && depth < maxDepth) {
      flush()
      const quoted: string[] = []
      while (i < lines.length && /^ {0,3}>/.test(lines[i]!)) quoted.push(lines[i++]!.replace(/^ {0,3}> ?/, ''))
      blocks.push({ type: 'blockquote', children: parseMarkdown(quoted.join('\n'), depth + 1) })
      continue
    }
    if (isTableStart(lines, i)) {
      flush()
      const header = splitRow(lines[i]!)
      const align = splitRow(lines[i + 1]!).map((cell) =>
        cell.startsWith(':') && cell.endsWith(':') ? 'center' : cell.endsWith(':') ? 'right' : cell.startsWith(':') ? 'left' : null,
      )
      i += 2
      const rows: Inline[][][] = []
      while (i < lines.length && lines[i]!.trim() !== '' && lines[i]!.includes('|')) {
        const cells = splitRow(lines[i++]!)
        rows.push(header.map((_, column) => parseInline(cells[column] ?? '', depth)))
      }
      blocks.push({ type: 'table', align, header: header.map((cell) => parseInline(cell, depth)), rows })
      continue
    }
    const item = listItemPattern.exec(line)
    if (item && depth < maxDepth) {
      flush()
      const ordered = /\d/.test(item[2]!)
      const start = ordered ? Number.parseInt(item[2]!, 10) : 1
      const items: string[][] = []
      while (i < lines.length) {
        const current = lines[i]!
        const next = listItemPattern.exec(current)
        if (next && /\d/.test(next[2]!) === ordered && next[1]!.length <= 3) {
          items.push([next[3]!])
          i++
        } else if (current.trim() !== '' && /^\s{2,}/.test(current) && items.length > 0) {
          items[items.length - 1]!.push(current.replace(/^\s{2,4}/, ''))
          i++
        } else if (current.trim() !== '' && items.length > 0 && !next && !/^ {0,3}(#|>|```|~~~)/.test(current)) {
          // A lazy continuation line of the item's paragraph.
          items[items.length - 1]!.push(current.trim())
          i++
        } else break
      }
      blocks.push({ type: 'list', ordered, start, items: items.map((itemLines) => parseMarkdown(itemLines.join('\n'), depth + 1)) })
      continue
    }
    if (/^( {4}|\t)/.test(line) && paragraph.length === 0) {
      const code: string[] = []
      while (i < lines.length && (/^( {4}|\t)/.test(lines[i]!) || lines[i]!.trim() === '')) code.push(lines[i++]!.replace(/^( {4}|\t)/, ''))
      blocks.push({ type: 'code', text: code.join('\n').replace(/\n+$/, '') })
      continue
    }
    paragraph.push(line)
    i++
  }
  flush()
  return blocks
}

/** The text of a tree, without markup (for excerpts and titles). */
export function plainText(nodes: readonly Inline[]): string {
  return nodes.map((node) => (node.type === 'text' || node.type === 'code' ? node.text : node.type === 'break' ? ' ' : plainText(node.children))).join('')
}
