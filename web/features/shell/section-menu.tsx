import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { timings } from '../../lib/constants'
import { isEntryActive, type NavigationEntry } from '../../lib/navigation'
import { EntryBadge } from './nav-link'

interface SectionMenuProps {
  label: string
  /** The entries listed in the menu; hidden entries must already be filtered out. */
  items: NavigationEntry[]
  /** Drives the active state of the trigger. */
  activeWhen: NavigationEntry[]
  currentPath: string
}

/**
 * A top-bar section with its sub-page menu: a disclosure (button + list of links), which is
 * what WAI-ARIA recommends for site navigation. Opens on hover or click, closes 100 ms after
 * the pointer leaves (SPEC §9), and works by keyboard: Enter/Space/ArrowDown open, arrows move,
 * Escape closes and returns focus to the button.
 */
export function SectionMenu({ label, items, activeWhen, currentPath }: SectionMenuProps) {
  const [open, setOpen] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A mouse that hovers the trigger has already opened the menu; its click must not close it again.
  const openedByHover = useRef(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const listId = useId()
  const active = activeWhen.some((entry) => isEntryActive(entry, currentPath))

  const cancelClose = () => clearTimeout(closeTimer.current)
  const scheduleClose = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false
      setOpen(false)
    }, timings.hoverMenuCloseDelayMs)
  }
  useEffect(() => cancelClose, [])
  useEffect(() => setOpen(false), [currentPath])

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
  const focusLink = (index: number) => {
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => focusLink(0))
    }
  }
  const onListKeyDown = (event: KeyboardEvent) => {
    const all = links()
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown') focusLink(index + 1)
    else if (event.key === 'ArrowUp') focusLink(index - 1)
    else if (event.key === 'Home') focusLink(0)
    else if (event.key === 'End') focusLink(all.length - 1)
    else return
    event.preventDefault()
  }

  // Plain elements styled by web/index.html (.section-menu-root, .section-trigger: Chakra's ghost
  // button at size sm): every page draws the top bar, and each Chakra element resolved its styles
  // while the page started.
  return (
    <div
      className="section-menu-root"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return
        cancelClose()
        if (!open) openedByHover.current = true
        setOpen(true)
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') scheduleClose()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          triggerRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        type="button"
        ref={triggerRef}
        className="section-trigger"
        aria-expanded={open}
        aria-controls={listId}
        data-active={active ? '' : undefined}
        onClick={(event) => {
          if (openedByHover.current && event.detail > 0) {
            openedByHover.current = false
            return
          }
          setOpen((current) => !current)
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 24 24">
          <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41z" />
        </svg>
      </button>
      {/* Plain elements styled by web/index.html (.section-menu): every page draws these lists (about
          thirty links, hidden until opened), and each Chakra link resolved its styles at run time. */}
      <ul ref={listRef} id={listId} hidden={!open} onKeyDown={onListKeyDown} className="section-menu">
        {items.map((item) => {
          const current = item.path !== undefined && isEntryActive(item, currentPath)
          return (
            <li key={item.id}>
              <Link to={item.path ?? '/'} aria-current={current ? 'page' : undefined} onClick={() => setOpen(false)}>
                {item.descriptions.short}
                <EntryBadge entry={item} />
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
