import type { AffiliatePartnerRow } from '../../lib/api-types'

/** Partners in rank order (stable for equal ranks), keeping only those with an http(s) link. */
export function listedPartners(rows: readonly AffiliatePartnerRow[]): AffiliatePartnerRow[] {
  return rows
    .filter((row) => partnerUrl(row) !== undefined)
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.rank - b.row.rank || a.index - b.index)
    .map(({ row }) => row)
}

/** The partner's link when it is http(s); anything else (javascript:, garbage) is never rendered. */
export function partnerUrl(row: Pick<AffiliatePartnerRow, 'url'>): string | undefined {
  try {
    const url = new URL(row.url)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

/** The host shown under the name, e.g. 'amazon.com'. */
export function partnerHost(row: Pick<AffiliatePartnerRow, 'url'>): string {
  const url = partnerUrl(row)
  return url ? new URL(url).hostname.replace(/^www\./, '') : ''
}

/** Up to two initials for the monogram, e.g. 'Logitech G' → 'LG', 'Amazon' → 'A'. */
export function partnerInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word))
  return words
    .slice(0, 2)
    .map((word) => word.match(/[A-Za-z0-9]/)![0].toUpperCase())
    .join('')
}
