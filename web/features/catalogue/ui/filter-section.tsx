import type { ReactNode } from 'react'

export interface FilterSectionProps {
  title: string
  /** Number of chosen values (shown as a badge when > 0). */
  activeCount?: number
  defaultOpen?: boolean
  children: ReactNode
}

/**
 * One collapsible group of the filters column, built on <details>/<summary>: keyboard and screen
 * reader support come with the element and it costs no JavaScript.
 */
export function FilterSection({ title, activeCount = 0, defaultOpen = true, children }: FilterSectionProps) {
  // Plain elements styled by web/index.html (.filter-section): a browse page has two dozen of these,
  // and each Chakra element resolved its style props while the page ran.
  return (
    <details className="filter-section" open={defaultOpen}>
      <summary>
        <span>
          <span className="chevron" aria-hidden="true">
            ›
          </span>
          <span className="filter-section-title">{title}</span>
          {activeCount > 0 && (
            <span className="filter-section-count">
              {activeCount}
              <span data-visually-hidden=""> selected</span>
            </span>
          )}
        </span>
      </summary>
      <div className="filter-section-body">{children}</div>
    </details>
  )
}
