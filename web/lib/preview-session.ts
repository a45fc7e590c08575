/**
 * Test mode is a preview, not a publishing channel (SPEC §4 Test mode, issue 17). This small
 * module is what every page needs to know about it, without the parser (web/lib/test-mode.ts,
 * loaded only when a preview is on):
 *
 * - whether the address asks for a preview (the SPEC §4 trigger), also for the worker, which
 *   marks such pages noindex (edge/html.ts);
 * - this tab's preview session: the query that asked for it, kept in session storage so the
 *   preview follows the editor from page to page in this tab only, for at most an hour; every
 *   page shows the preview banner while it lasts (web/features/shell/preview-banner.tsx), and
 *   leaving the preview ends it;
 * - which rows are preview rows (marked wherever they appear), and which external links of a
 *   preview may be followed (hosts on VITE_PREVIEW_LINK_HOSTS only).
 */

import { isPreviewQuery } from './preview-query'

export { isPreviewQuery, previewObjectType, type PreviewObjectType } from './preview-query'

export const previewStorageKey = 'testDbObject'
/** A preview session ends an hour after it started, whatever happens in between. */
export const previewSessionMs = 60 * 60 * 1000

interface StoredPreview {
  query: string
  startedAt: number
}

function readStored(storage: Storage | undefined, now: number): StoredPreview | null {
  try {
    const raw = storage?.getItem(previewStorageKey)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<StoredPreview> | null
    const fresh =
      typeof value?.query === 'string' &&
      typeof value.startedAt === 'number' &&
      now - value.startedAt >= 0 &&
      now - value.startedAt < previewSessionMs &&
      isPreviewQuery(value.query)
    if (fresh) return value as StoredPreview
    storage?.removeItem(previewStorageKey)
  } catch {
    // Unreadable or blocked storage: no stored preview.
  }
  return null
}

/**
 * The preview query of this page load: the address's when it asks for one (starting this tab's
 * preview session), else the session's while it lasts, else null.
 */
export function resolvePreviewQuery(search: string, storage: Storage | undefined, now: number): string | null {
  if (isPreviewQuery(search)) {
    try {
      storage?.setItem(previewStorageKey, JSON.stringify({ query: search, startedAt: now } satisfies StoredPreview))
    } catch {
      // Storage blocked: the preview lasts for this page only.
    }
    return search
  }
  return readStored(storage, now)?.query ?? null
}

let resolved: string | null | undefined

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** This page load's preview query (decided once per page load), or null without a preview. */
export function previewQuery(): string | null {
  if (resolved === undefined) resolved = typeof window === 'undefined' ? null : resolvePreviewQuery(window.location.search, sessionStorageOrUndefined(), Date.now())
  return resolved
}

export function isPreviewActive(): boolean {
  return previewQuery() !== null
}

/** Ends this tab's preview session. The caller then loads a clean page (nothing of it stays in memory). */
export function endPreviewSession(storage: Storage | undefined = sessionStorageOrUndefined()): void {
  resolved = null
  try {
    storage?.removeItem(previewStorageKey)
  } catch {
    // nothing stored
  }
}

/** Tests only: forget what this page load decided. */
export function resetPreviewForTests(): void {
  resolved = undefined
  allowedHosts = []
}

/** Marks a row built from the query string; published rows never carry it. */
export const previewMarker = '__preview'

export function isPreviewRow(row: unknown): boolean {
  return typeof row === 'object' && row !== null && (row as Record<string, unknown>)[previewMarker] === true
}

let allowedHosts: readonly string[] = []

/** The hosts a preview's external links may go to (VITE_PREVIEW_LINK_HOSTS, validated by web/lib/preview-links.ts). */
export function setPreviewLinkHosts(hosts: readonly string[]): void {
  allowedHosts = hosts
}

/**
 * Whether a preview's external link may be followed: only an https URL whose host is on the
 * allowlist. Every other link of a preview is shown as text.
 */
export function canFollowPreviewLink(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && allowedHosts.includes(parsed.hostname.toLowerCase())
  } catch {
    return false
  }
}
