/**
 * Which hosts a preview's external links may go to: VITE_PREVIEW_LINK_HOSTS, a comma-separated
 * list of host names (e.g. "shop.example.com,partner.example"), validated at build start
 * (vite.config.ts, a wrong value stops the build naming the variable) and again here when a
 * preview loads. Unset or empty: no external link of a preview is followed, each is shown as
 * text (README, Configuration).
 */
import * as v from 'valibot'

export const previewLinkHostsVariable = 'VITE_PREVIEW_LINK_HOSTS'

const hostName = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(253),
  v.regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/, 'must be host names such as shop.example.com, separated by commas (no scheme, path or port)'),
)

const hostList = v.pipe(
  v.optional(v.string(), ''),
  v.transform((raw) => raw.split(',').filter((item) => item.trim() !== '')),
  v.array(hostName),
)

export class PreviewLinkHostsError extends Error {
  override name = 'PreviewLinkHostsError'
}

/** The allowlist from the variable's raw value; throws naming the variable when it is wrong. */
export function parsePreviewLinkHosts(raw: unknown): string[] {
  const result = v.safeParse(hostList, typeof raw === 'string' ? raw : raw === undefined ? undefined : String(raw))
  if (!result.success) throw new PreviewLinkHostsError(`${previewLinkHostsVariable} ${result.issues[0]?.message ?? 'is not a list of host names'}`)
  return [...new Set(result.output)]
}

/** This build's allowlist (an invalid one, which the build refuses anyway, allows nothing). */
export function builtPreviewLinkHosts(raw: unknown = import.meta.env.VITE_PREVIEW_LINK_HOSTS): string[] {
  try {
    return parsePreviewLinkHosts(raw)
  } catch (error) {
    console.error(error)
    return []
  }
}
