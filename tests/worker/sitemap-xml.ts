/**
 * A strict parser for the XML the sitemaps use (declaration, elements, attributes, text, the five
 * predefined and numeric entities; no comments, CDATA or DTD), and a check against the
 * sitemaps.org 0.9 schema (sitemap.xsd and siteindex.xsd): the root and namespace, the children
 * and their order, loc as an absolute URL of 12 to 2048 characters, lastmod as a W3C date or
 * date-time, at least one and at most 50,000 entries, at most 50 MB.
 */

export interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}

function decode(raw: string, where: string): string {
  if (raw.includes('<')) throw new Error(`raw '<' in ${where}`)
  return raw.replace(/&([^;]*);?/g, (match, entity: string) => {
    if (!match.endsWith(';')) throw new Error(`unterminated entity in ${where}: ${match}`)
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (entity in named) return named[entity]!
    if (/^#x[0-9a-fA-F]+$/.test(entity)) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
    if (/^#[0-9]+$/.test(entity)) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10))
    throw new Error(`unknown entity &${entity}; in ${where}`)
  })
}

export function parseXml(xml: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n?/.exec(xml)
  if (!declaration) throw new Error('missing or wrong XML declaration')
  let at = declaration[0].length
  const stack: XmlElement[] = []
  let root: XmlElement | undefined
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*(\/?)>/y
  const attribute = /\s+([A-Za-z_][\w:.-]*)="([^"<]*)"/g
  while (at < xml.length) {
    const next = xml.indexOf('<', at)
    const text = xml.slice(at, next === -1 ? xml.length : next)
    if (text !== '') {
      const current = stack[stack.length - 1]
      if (!current) {
        if (text.trim() !== '') throw new Error(`text outside the root: ${JSON.stringify(text.slice(0, 40))}`)
      } else current.text += decode(text, `<${current.name}>`)
    }
    if (next === -1) break
    tag.lastIndex = next
    const match = tag.exec(xml)
    if (!match) throw new Error(`malformed markup at ${next}: ${JSON.stringify(xml.slice(next, next + 60))}`)
    const [, closing, name, attributeText, selfClosing] = match
    at = tag.lastIndex
    if (closing) {
      const open = stack.pop()
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`)
      continue
    }
    const element: XmlElement = { name: name!, attributes: {}, children: [], text: '' }
    for (const [, key, value] of attributeText!.matchAll(attribute)) element.attributes[key!] = decode(value!, `attribute ${key}`)
    const parent = stack[stack.length - 1]
    if (parent) parent.children.push(element)
    else if (root) throw new Error('two root elements')
    else root = element
    if (!selfClosing) stack.push(element)
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`)
  if (!root) throw new Error('no root element')
  return root
}

const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const w3cDate = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?)?)?$/

export interface SitemapEntryRead {
  loc: string
  lastmod?: string
}

/** Checks a <urlset> or <sitemapindex> document against the schema; returns its entries. */
export function readSitemap(xml: string, kind: 'urlset' | 'sitemapindex'): SitemapEntryRead[] {
  if (new TextEncoder().encode(xml).length > 50 * 1024 * 1024) throw new Error('over 50 MB')
  const root = parseXml(xml)
  if (root.name !== kind) throw new Error(`root is <${root.name}>, expected <${kind}>`)
  if (root.attributes.xmlns !== namespace) throw new Error(`namespace is ${root.attributes.xmlns}`)
  if (root.text.trim() !== '') throw new Error(`text in <${kind}>`)
  const child = kind === 'urlset' ? 'url' : 'sitemap'
  const allowed = kind === 'urlset' ? ['loc', 'lastmod', 'changefreq', 'priority'] : ['loc', 'lastmod']
  if (root.children.length === 0) throw new Error(`no <${child}>: the schema wants at least one`)
  if (root.children.length > 50_000) throw new Error(`${root.children.length} entries (at most 50,000)`)
  return root.children.map((element, index) => {
    const where = `<${child}> #${index + 1}`
    if (element.name !== child) throw new Error(`<${element.name}> in <${kind}>`)
    if (element.text.trim() !== '') throw new Error(`text in ${where}`)
    const names = element.children.map((c) => c.name)
    let last = -1
    for (const name of names) {
      const position = allowed.indexOf(name)
      if (position === -1) throw new Error(`<${name}> in ${where}`)
      if (position <= last) throw new Error(`<${name}> out of order or repeated in ${where}`)
      last = position
    }
    const loc = element.children.find((c) => c.name === 'loc')
    if (!loc || names[0] !== 'loc') throw new Error(`${where} has no <loc> first`)
    if (loc.children.length > 0) throw new Error(`markup in <loc> of ${where}`)
    if (loc.text.length < 12 || loc.text.length > 2048) throw new Error(`<loc> of ${where} is ${loc.text.length} characters`)
    const url = new URL(loc.text)
    if (url.href !== loc.text) throw new Error(`<loc> of ${where} is not a normalized absolute URL: ${loc.text}`)
    const lastmod = element.children.find((c) => c.name === 'lastmod')?.text
    if (lastmod !== undefined && !w3cDate.test(lastmod)) throw new Error(`<lastmod> of ${where} is not a W3C date: ${lastmod}`)
    return lastmod === undefined ? { loc: loc.text } : { loc: loc.text, lastmod }
  })
}
