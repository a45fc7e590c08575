import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { App } from '../../web/app'
import { messages } from '../../web/lib/messages'
import { renderApp } from './render-app'

function sectionTrigger(name: string) {
  return within(screen.getByTestId('desktop-nav')).getByRole('button', { name: new RegExp(`^${name}`), hidden: true })
}

describe('desktop section menus', () => {
  afterEach(() => vi.useRealTimers())

  it('opens on hover and closes 100 ms after the pointer leaves, not before', async () => {
    await renderApp('/')
    vi.useFakeTimers()
    const trigger = sectionTrigger('Mice')
    const wrapper = trigger.parentElement!
    expect(trigger).toHaveAttribute('aria-expanded', 'false')

    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const list = document.getElementById(trigger.getAttribute('aria-controls')!)!
    expect(list).not.toHaveAttribute('hidden')
    expect(within(list).getByRole('link', { name: /^Find Similar/, hidden: true })).toHaveAttribute('href', '/mouse/find-similar')

    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(99))
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    act(() => vi.advanceTimersByTime(1))
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(list).toHaveAttribute('hidden')
  })

  it('stays open when the pointer comes back within 100 ms', async () => {
    await renderApp('/')
    vi.useFakeTimers()
    const trigger = sectionTrigger('Sensors')
    const wrapper = trigger.parentElement!
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' })
    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(60))
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(500))
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
  })

  it('opens on click, closes on Escape and returns focus to the trigger', async () => {
    await renderApp('/')
    const trigger = sectionTrigger('Switches')
    fireEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const list = document.getElementById(trigger.getAttribute('aria-controls')!)!
    within(list).getAllByRole('link', { hidden: true })[0]!.focus()
    fireEvent.keyDown(list, { key: 'Escape' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveFocus()
  })

  it('shows NEW badges, marks coming-soon entries, hides hidden ones', async () => {
    await renderApp('/')
    fireEvent.click(sectionTrigger('Mice'))
    const mice = document.getElementById(sectionTrigger('Mice').getAttribute('aria-controls')!)!
    expect(within(mice).getByRole('link', { name: /^Browse\s*NEW$/, hidden: true })).toHaveAttribute('href', '/mouse/browse')
    expect(within(mice).getByRole('link', { name: /^Compare$/, hidden: true })).toHaveAttribute('href', '/mouse/compare')
    fireEvent.click(sectionTrigger('Mousepads'))
    const comingSoon = screen.getAllByRole('link', { name: /Coming soon/, hidden: true })
    expect(comingSoon.length).toBe(2)
    for (const link of comingSoon) expect(link).toHaveAttribute('href', '/mousepads')
    fireEvent.click(sectionTrigger('More'))
    const more = document.getElementById(sectionTrigger('More').getAttribute('aria-controls')!)!
    expect(within(more).getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual(['Contact', 'Discounts', 'Affiliates', 'Reviews', 'About the data', 'Open Data'])
    expect(screen.queryByText('Giveaways')).toBeNull()
  })

  it('marks the section of the current page active', async () => {
    await renderApp('/contact')
    expect(sectionTrigger('More')).toHaveAttribute('data-active')
    expect(sectionTrigger('Mice')).not.toHaveAttribute('data-active')
  })

  it('links to X and Discord in a new tab without an opener', async () => {
    await renderApp('/')
    for (const name of [/on X$/, /on Discord$/]) {
      const link = within(screen.getByRole('banner')).getByRole('link', { name, hidden: true })
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
  })
})

describe('mobile drawer', () => {
  it('opens as a dialog, lists the spec’s entries, and closes on navigation', async () => {
    const { router } = await renderApp('/')
    fireEvent.click(screen.getByTestId('drawer-button'))
    const drawer = await screen.findByTestId('mobile-drawer')
    expect(drawer).toHaveAttribute('role', 'dialog')
    const nav = within(drawer).getByRole('navigation', { name: 'Mobile' })
    const texts = within(nav).getAllByRole('link').map((link) => link.textContent)
    expect(texts).toEqual([
      'Home', 'Compare', 'BrowseNEW', 'Find Similar', 'Hand FitNEW', 'Reviews', 'CompareComing soon', 'BrowseComing soon', 'CompareNEW', 'BrowseNEW',
      'CompareNEW', 'BrowseNEW', 'CompareNEW', 'BrowseNEW', 'Reviews', 'Discounts', 'Affiliates', 'About the data', 'Contact', 'Open Data',
    ])
    expect(within(drawer).getByRole('button', { name: /Change theme/ })).toBeInTheDocument()

    fireEvent.click(within(nav).getByRole('link', { name: 'Contact' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/contact'), { timeout: 20_000 })
    await vi.waitFor(() => expect(screen.queryByTestId('mobile-drawer')).toBeNull(), { timeout: 20_000 })
  })

  it('closes on Escape', async () => {
    await renderApp('/')
    fireEvent.click(screen.getByTestId('drawer-button'))
    const drawer = await screen.findByTestId('mobile-drawer')
    fireEvent.keyDown(drawer, { key: 'Escape' })
    await vi.waitFor(() => expect(screen.queryByTestId('mobile-drawer')).toBeNull(), { timeout: 20_000 })
  })

  it('changes the theme from the drawer', async () => {
    await renderApp('/')
    fireEvent.click(screen.getByTestId('drawer-button'))
    const drawer = await screen.findByTestId('mobile-drawer')
    fireEvent.click(within(drawer).getByRole('button', { name: /Change theme/ }))
    expect(document.documentElement).toHaveClass('light')
    expect(localStorage.getItem('theme')).toBe('light')
  })
})

describe('theme', () => {
  it('defaults to dark and stores it when nothing valid is stored', async () => {
    localStorage.setItem('theme', 'purple')
    await renderApp('/')
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  it('keeps a stored light theme and flips and stores on toggle', async () => {
    localStorage.setItem('theme', 'light')
    await renderApp('/')
    expect(document.documentElement).toHaveClass('light')
    fireEvent.click(screen.getByTestId('theme-toggle'))
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
  })
})

describe('the shell before the first page is in (web/app-start.tsx)', () => {
  it('holds the page out of the shell, with the loading note in its place, until the page joins it', async () => {
    const { router, queryClient, rerender } = await renderApp('/')
    // The page is loaded: only the flag keeps it out.
    rerender(<App queryClient={queryClient} router={router} pageHeld />)
    expect(screen.getByTestId('page-loading')).toHaveTextContent(messages.pageLoading)
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    // The shell itself works meanwhile.
    expect(screen.getByTestId('desktop-nav')).toBeInTheDocument()
    rerender(<App queryClient={queryClient} router={router} />)
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByTestId('page-loading')).toBeNull()
  })
})
