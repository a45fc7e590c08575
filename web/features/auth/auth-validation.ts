/**
 * Sign-in form validation (SPEC §5), before anything is sent: sign-up and sign-in need an email or
 * phone number plus a password; a one-time-code request needs an email or phone number; verifying
 * a code needs the address it went to, its type and the code. valibot schemas, pure: texts from
 * web/lib/auth-messages.ts.
 */
import * as v from 'valibot'
import { authMessages } from '../../lib/auth-messages'

export type Identifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string }

export type AuthField = 'identifier' | 'password' | 'code'

/** Field → message, for the fields that are wrong (empty when the form is valid). */
export type FieldErrors = Partial<Record<AuthField, string>>

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** E.164-ish: an optional +, then 7 to 15 digits; spaces, dots, dashes and brackets are ignored. */
const phonePattern = /^\+?[0-9]{7,15}$/

/** The form's schemas, built on first use (this module loads with the sign-in code only). */
let schemas: ReturnType<typeof buildSchemas> | undefined

function buildSchemas() {
  const email = v.pipe(
    v.string(),
    v.includes('@'),
    v.regex(emailPattern),
    v.maxLength(320),
    v.transform((value): Identifier => ({ kind: 'email', email: value.toLowerCase() })),
  )
  const phone = v.pipe(
    v.string(),
    v.transform((value) => value.replace(/[\s().-]/g, '')),
    v.regex(phonePattern),
    v.transform((value): Identifier => ({ kind: 'phone', phone: value.startsWith('+') ? value : `+${value}` })),
  )
  /** An email address (anything with an @ is meant as one) or a phone number, as typed. */
  const identifier = v.pipe(v.string(), v.trim(), v.union([email, v.pipe(v.string(), v.excludes('@'), phone)], authMessages.invalidIdentifier))
  /** A field that must not be empty, then `schema`. */
  const required = <Schema extends v.GenericSchema<string, unknown>>(schema: Schema, message: string, blank: (value: string) => boolean) =>
    v.pipe(v.string(), v.check((value) => !blank(value), message), schema)
  const isBlank = (value: string) => value.trim() === ''
  const passwordForm = v.object({
    identifier: required(identifier, authMessages.missingCredentials, isBlank),
    password: required(v.string(), authMessages.missingCredentials, (value) => value === ''),
  })
  const otpRequest = v.object({ identifier: required(identifier, authMessages.missingOtpIdentifier, isBlank) })
  const otpVerify = v.object({
    sentTo: v.object({
      identifier: v.custom<Identifier>((value) => value !== null, authMessages.missingVerifyFields),
      type: v.picklist(['email', 'sms'], authMessages.missingVerifyFields),
    }),
    code: v.pipe(
      v.string(),
      v.transform((value) => value.replace(/\s/g, '')),
      v.nonEmpty(authMessages.missingCode),
      v.regex(/^[0-9]{6,10}$/, authMessages.invalidCode),
    ),
  })
  const newPassword = v.pipe(v.string(), v.nonEmpty(authMessages.missingCode))
  return { identifier, passwordForm, otpRequest, otpVerify, newPassword }
}

function formSchemas() {
  return (schemas ??= buildSchemas())
}

/** The first message for each field that is wrong. */
function fieldErrors(issues: readonly v.BaseIssue<unknown>[], fieldOf: (path: string | null) => AuthField | undefined): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = fieldOf(v.getDotPath(issue))
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** An email address or a phone number as typed, or null when it is neither. */
export function parseIdentifier(raw: string): Identifier | null {
  const result = v.safeParse(formSchemas().identifier, raw)
  return result.success ? result.output : null
}

export type PasswordCredentials = ({ email: string } | { phone: string }) & { password: string }

function credentialsOf(identifier: Identifier): { email: string } | { phone: string } {
  return identifier.kind === 'email' ? { email: identifier.email } : { phone: identifier.phone }
}

/** Sign-in and sign-up: an email or phone number, and a password. */
export function validatePasswordForm(input: { identifier: string; password: string }): Validation<PasswordCredentials> {
  const result = v.safeParse(formSchemas().passwordForm, input)
  if (!result.success) return { ok: false, errors: fieldErrors(result.issues, (path) => (path === 'identifier' || path === 'password' ? path : undefined)) }
  return { ok: true, value: { ...credentialsOf(result.output.identifier), password: result.output.password } }
}

/** A one-time-code request: an email or phone number. */
export function validateOtpRequest(input: { identifier: string }): Validation<Identifier> {
  const result = v.safeParse(formSchemas().otpRequest, input)
  return result.success ? { ok: true, value: result.output.identifier } : { ok: false, errors: fieldErrors(result.issues, () => 'identifier') }
}

export type OtpType = 'email' | 'sms'

export type VerifyParams = ({ email: string; type: 'email' } | { phone: string; type: 'sms' }) & { token: string }

/** Verifying a code: the address it was sent to, its type, and the code (6 to 10 digits). */
export function validateOtpVerify(input: { identifier: Identifier | null; type: OtpType | null; code: string }): Validation<VerifyParams> {
  const result = v.safeParse(formSchemas().otpVerify, { sentTo: { identifier: input.identifier, type: input.type }, code: input.code }, { abortEarly: true })
  if (!result.success) return { ok: false, errors: fieldErrors(result.issues, (path) => (path === 'code' ? 'code' : 'identifier')) }
  const { sentTo, code } = result.output
  if (sentTo.identifier.kind === 'email') return { ok: true, value: { email: sentTo.identifier.email, type: 'email', token: code } }
  return { ok: true, value: { phone: sentTo.identifier.phone, type: 'sms', token: code } }
}

/** The OTP type that goes with an address: email codes by email, text messages for phones. */
export function otpTypeOf(identifier: Identifier): OtpType {
  return identifier.kind === 'email' ? 'email' : 'sms'
}

/** A new password (recovery): not empty. How strong it must be is the service's to say. */
export function validateNewPassword(password: string): Validation<string> {
  const result = v.safeParse(formSchemas().newPassword, password)
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: { password: result.issues[0].message } }
}
