/**
 * Where a promo points and where its picture comes from (SPEC §3, §7).
 */
import { sizes } from '../../lib/constants'
import { canFollowPreviewLink } from '../../lib/preview-session'
import type { Promo } from './promo-order'

export type PromoLink = { kind: 'internal'; href: string } | { kind: 'external'; href: string } | { kind: 'not-followed'; href: string }

/**
 * Internal links are site paths (navigated inside the app); external links are absolute http(s)
 * URLs (opened in a new tab without an opener). Anything else (javascript:, protocol-relative
 * //host, a path given as external…) is no link at all. A preview's external link is not
 * followed but shown as text ('not-followed'), unless its host is on VITE_PREVIEW_LINK_HOSTS:
 * test mode must not turn the site's own carousel into a link anyone can write.
 */
export function promoLink(promo: Pick<Promo, 'link_type' | 'link_url'> & { preview?: boolean }): PromoLink | null {
  const url = promo.link_url?.trim()
  if (!url) return null
  if (promo.link_type === 'internal') {
    if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null
    return { kind: 'internal', href: url }
  }
  if (promo.link_type === 'external') {
    try {
      const parsed = new URL(url)
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
      const href = parsed.toString()
      if (promo.preview && !canFollowPreviewLink(href)) return { kind: 'not-followed', href }
      return { kind: 'external', href }
    } catch {
      return null
    }
  }
  return null
}

/** Where the embedded default's promo pictures are served (public/images/promos/). */
export const embeddedPromoImagePath = '/images/promos/'

/**
 * SPEC §7: the picture at promos/{img} in the public images store, resized to 256x256, contain
 * mode: Supabase Storage's image transformation when Supabase is configured, else the picture the
 * site ships. A name that tries to leave promos/ is refused.
 */
export function promoImageUrl(img: string | null, supabase: { url: string } | null): string | null {
  const name = img?.trim()
  if (!name || name.includes('..') || name.startsWith('/') || name.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(name)) return null
  const path = name.split('/').map(encodeURIComponent).join('/')
  if (!supabase) return `${embeddedPromoImagePath}${path}`
  const base = supabase.url.replace(/\/+$/, '')
  const size = sizes.promoImagePx
  return `${base}/storage/v1/render/image/public/images/promos/${path}?width=${size}&height=${size}&resize=contain`
}

/**
 * `img_filter` is a CSS filter from the database: plain filter functions pass (drop-shadow with an
 * rgba() inside included); anything that could fetch (url()) or escape the declaration does not.
 */
export function safeCssFilter(filter: string | null): string | undefined {
  const value = filter?.trim()
  if (!value || value.length > 200) return undefined
  if (/url\s*\(|var\s*\(|expression|image|[;{}<>\\"'@]/i.test(value)) return undefined
  return /^(?:(?:blur|brightness|contrast|drop-shadow|grayscale|hue-rotate|invert|opacity|saturate|sepia)\((?:[^()]|\([^()]*\))*\)\s*)+$/i.test(value) ? value : undefined
}

/**
 * CSS padding for `img_padding` (left, top, right, bottom, in px of the 256 px picture), scaled to
 * the size the picture is shown at.
 */
export function imagePaddingCss([left, top, right, bottom]: readonly [number, number, number, number], scale = 1): string {
  const px = (value: number) => `${Math.round(value * scale * 10) / 10}px`
  return `${px(top)} ${px(right)} ${px(bottom)} ${px(left)}`
}
