/**
 * How a product is named everywhere (cards, titles, compare links, sitemaps): its brands joined
 * by the record's separator, then model and variant.
 */
export interface NamedProduct {
  general__brand_names: readonly string[] | null
  general__brands_separator: string | null
  general__model: string | null
  general__variant: string | null
}

export function productName(product: NamedProduct): string {
  const brands = (product.general__brand_names ?? []).filter((name) => name.trim() !== '').join(product.general__brands_separator || ' ')
  return [brands, product.general__model, product.general__variant]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(' ')
}
