/**
 * Numbers as the site writes them (en-US: 1,234.5). Written by hand rather than with
 * toLocaleString/Intl.NumberFormat because the first Intl call on a page loads the browser's
 * locale data, about 20 ms of main thread on a phone at page load, for a format this simple.
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value)
  const factor = 10 ** maximumFractionDigits
  const rounded = Math.round(Math.abs(value) * factor) / factor
  const [whole = '0', fraction] = rounded.toFixed(maximumFractionDigits).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const trimmed = fraction?.replace(/0+$/, '')
  const sign = value < 0 && rounded !== 0 ? '-' : ''
  return `${sign}${grouped}${trimmed ? `.${trimmed}` : ''}`
}
