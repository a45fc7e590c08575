/**
 * The worker's one escaping rule for markup it writes: HTML (meta tags, the boot header, preload
 * links) and XML (sitemaps). The five significant characters become numeric character
 * references, which HTML and XML both read back as the same text (XML has no named `&#39;`
 * equivalent in HTML 4, and numeric references need no table). Text without them is returned
 * as it is, without a copy: the sitemaps escape every URL of the catalogue.
 */
const markupSpecial = /[&<>"']/
const markupSpecialGlobal = /[&<>"']/g

export function escapeHtml(value: string): string {
  if (!markupSpecial.test(value)) return value
  return value.replace(markupSpecialGlobal, (character) => `&#${character.charCodeAt(0)};`)
}
