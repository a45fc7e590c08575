/**
 * Errors the auth service puts in the URL when it sends the visitor back (an email link, an OAuth
 * or PKCE redirect): `error`, `error_description` and `error_code`, in the query or the hash. They
 * abort the sign-in with a message (SPEC §8), and are removed from the URL so a reload does not
 * show them again. Pure.
 */
import * as v from 'valibot'
import { authMessages } from '../../lib/auth-messages'
import { describeAuthError } from './auth-errors'

export interface RedirectError {
  error: string
  description: string | undefined
  code: string | undefined
}

const errorParams = ['error', 'error_description', 'error_code'] as const

/** A parameter's first value; empty counts as absent. */
const param = v.pipe(v.nullable(v.string()), v.transform((value) => value || undefined))

/** The three parameters, read from a query or a hash: an error when any of them is there. */
let redirectErrorSchema: v.GenericSchema<URLSearchParams, RedirectError | null> | undefined

function readParams(params: URLSearchParams): RedirectError | null {
  redirectErrorSchema ??= v.pipe(
    v.instance(URLSearchParams),
    v.transform((search) => ({ error: search.get('error'), description: search.get('error_description'), code: search.get('error_code') })),
    v.object({ error: param, description: param, code: param }),
    v.transform(({ error, description, code }) => (error || description || code ? { error: error || code || 'error', description, code } : null)),
  )
  return v.parse(redirectErrorSchema, params)
}

function withoutErrorParams(params: URLSearchParams): string {
  for (const name of errorParams) params.delete(name)
  return params.toString()
}

/**
 * The redirect error in `href`, if any, and the same location (path, query, hash) without it; null
 * when the URL carries no error.
 */
export function readRedirectError(href: string): { error: RedirectError; cleanPath: string } | null {
  let url: URL
  try {
    url = new URL(href, 'http://localhost')
  } catch {
    return null
  }
  const query = new URLSearchParams(url.search)
  const hashText = url.hash.startsWith('#') ? url.hash.slice(1) : url.hash
  // A hash that is a plain anchor (#section) is not a parameter list.
  const hash = hashText.includes('=') ? new URLSearchParams(hashText) : null
  const error = readParams(query) ?? (hash ? readParams(hash) : null)
  if (!error) return null
  const search = withoutErrorParams(query)
  const cleanHash = hash ? withoutErrorParams(hash) : hashText
  return { error, cleanPath: `${url.pathname}${search ? `?${search}` : ''}${cleanHash ? `#${cleanHash}` : ''}` }
}

/** What to tell the visitor about a redirect error. */
export function describeRedirectError(error: RedirectError): string {
  if (error.code === 'otp_expired' || (error.error === 'access_denied' && /expired|invalid/i.test(error.description ?? ''))) return authMessages.linkExpired
  if (error.code) {
    const known = describeAuthError({ code: error.code, message: error.description })
    if (known !== authMessages.unknownError) return known
  }
  return authMessages.redirectFailed(error.description ?? error.error.replace(/_/g, ' '))
}
