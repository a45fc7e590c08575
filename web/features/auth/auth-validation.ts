/**
 * Sign-in form validation (SPEC §5), before anything is sent: sign-up and sign-in need an email or
 * phone number plus a password; a one-time-code request needs an email or phone number; verifying
 * a code needs the address it went to, its type and the code. Pure: texts from web/lib/messages.ts.
 */
import { authMessages } from '../../lib/auth-messages'

export type Identifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string }

export type AuthField = 'identifier' | 'password' | 'code'

/** Field → message, for the fields that are wrong (empty when the form is valid). */
export type FieldErrors = Partial<Record<AuthField, string>>

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** E.164-ish: an optional +, then 7 to 15 digits; spaces, dots, dashes and brackets are ignored. */
const phonePattern = /^\+?[0-9]{7,15}$/

/** An email address or a phone number as typed, or null when it is neither. */
export function parseIdentifier(raw: string): Identifier | null {
  const value = raw.trim()
  if (value.includes('@')) return emailPattern.test(value) && value.length <= 320 ? { kind: 'email', email: value.toLowerCase() } : null
  const phone = value.replace(/[\s().-]/g, '')
  return phonePattern.test(phone) ? { kind: 'phone', phone: phone.startsWith('+') ? phone : `+${phone}` } : null
}

export type PasswordCredentials = ({ email: string } | { phone: string }) & { password: string }

function credentialsOf(identifier: Identifier): { email: string } | { phone: string } {
  return identifier.kind === 'email' ? { email: identifier.email } : { phone: identifier.phone }
}

/** Sign-in and sign-up: an email or phone number, and a password. */
export function validatePasswordForm(input: { identifier: string; password: string }): Validation<PasswordCredentials> {
  const errors: FieldErrors = {}
  const missingIdentifier = input.identifier.trim() === ''
  const missingPassword = input.password === ''
  if (missingIdentifier) errors.identifier = authMessages.missingCredentials
  if (missingPassword) errors.password = authMessages.missingCredentials
  const identifier = missingIdentifier ? null : parseIdentifier(input.identifier)
  if (!missingIdentifier && !identifier) errors.identifier = authMessages.invalidIdentifier
  if (Object.keys(errors).length > 0 || !identifier) return { ok: false, errors }
  return { ok: true, value: { ...credentialsOf(identifier), password: input.password } }
}

/** A one-time-code request: an email or phone number. */
export function validateOtpRequest(input: { identifier: string }): Validation<Identifier> {
  if (input.identifier.trim() === '') return { ok: false, errors: { identifier: authMessages.missingOtpIdentifier } }
  const identifier = parseIdentifier(input.identifier)
  return identifier ? { ok: true, value: identifier } : { ok: false, errors: { identifier: authMessages.invalidIdentifier } }
}

export type OtpType = 'email' | 'sms'

export type VerifyParams = ({ email: string; type: 'email' } | { phone: string; type: 'sms' }) & { token: string }

/** Verifying a code: the address it was sent to, its type, and the code (6 to 10 digits). */
export function validateOtpVerify(input: { identifier: Identifier | null; type: OtpType | null; code: string }): Validation<VerifyParams> {
  if (!input.identifier || !input.type) return { ok: false, errors: { identifier: authMessages.missingVerifyFields } }
  const code = input.code.replace(/\s/g, '')
  if (code === '') return { ok: false, errors: { code: authMessages.missingCode } }
  if (!/^[0-9]{6,10}$/.test(code)) return { ok: false, errors: { code: authMessages.invalidCode } }
  if (input.identifier.kind === 'email') return { ok: true, value: { email: input.identifier.email, type: 'email', token: code } }
  return { ok: true, value: { phone: input.identifier.phone, type: 'sms', token: code } }
}

/** The OTP type that goes with an address: email codes by email, text messages for phones. */
export function otpTypeOf(identifier: Identifier): OtpType {
  return identifier.kind === 'email' ? 'email' : 'sms'
}

/** A new password (recovery): not empty. How strong it must be is the service's to say. */
export function validateNewPassword(password: string): Validation<string> {
  return password === '' ? { ok: false, errors: { password: authMessages.missingCode } } : { ok: true, value: password }
}
