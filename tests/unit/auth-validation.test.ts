import { describe, expect, it } from 'vitest'
import { otpTypeOf, parseIdentifier, validateNewPassword, validateOtpRequest, validateOtpVerify, validatePasswordForm } from '../../web/features/auth/auth-validation'
import { authMessages } from '../../web/lib/auth-messages'

describe('parseIdentifier', () => {
  it('reads an email address, lower-cased and trimmed', () => {
    expect(parseIdentifier('  Ada@Example.COM ')).toEqual({ kind: 'email', email: 'ada@example.com' })
  })
  it('reads a phone number in E.164, ignoring spaces, dots, dashes and brackets', () => {
    expect(parseIdentifier('+44 (20) 7946-0958')).toEqual({ kind: 'phone', phone: '+442079460958' })
    expect(parseIdentifier('15551234567')).toEqual({ kind: 'phone', phone: '+15551234567' })
  })
  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', '12345', '+1234567890123456', 'ada @example.com', 'phone: 123'])('rejects %j', (raw) => {
    expect(parseIdentifier(raw)).toBeNull()
  })
})

describe('validatePasswordForm (SPEC §5)', () => {
  it('needs an email or phone number and a password, with the spec text', () => {
    expect(authMessages.missingCredentials).toBe('You must provide either an email or phone number and a password')
    expect(validatePasswordForm({ identifier: '', password: '' })).toEqual({
      ok: false,
      errors: { identifier: authMessages.missingCredentials, password: authMessages.missingCredentials },
    })
    expect(validatePasswordForm({ identifier: '  ', password: 'secret' })).toEqual({ ok: false, errors: { identifier: authMessages.missingCredentials } })
    expect(validatePasswordForm({ identifier: 'ada@example.com', password: '' })).toEqual({ ok: false, errors: { password: authMessages.missingCredentials } })
  })
  it('says when the address is neither an email nor a phone number', () => {
    expect(validatePasswordForm({ identifier: 'ada', password: 'secret' })).toEqual({ ok: false, errors: { identifier: authMessages.invalidIdentifier } })
  })
  it('gives supabase-js credentials for an email or a phone', () => {
    expect(validatePasswordForm({ identifier: 'ada@example.com', password: ' pass word ' })).toEqual({ ok: true, value: { email: 'ada@example.com', password: ' pass word ' } })
    expect(validatePasswordForm({ identifier: '+1 555 123 4567', password: 'x' })).toEqual({ ok: true, value: { phone: '+15551234567', password: 'x' } })
  })
})

describe('validateOtpRequest', () => {
  it('needs an email or phone number', () => {
    expect(validateOtpRequest({ identifier: ' ' })).toEqual({ ok: false, errors: { identifier: 'You must provide either an email or phone number.' } })
    expect(validateOtpRequest({ identifier: 'nope' })).toEqual({ ok: false, errors: { identifier: authMessages.invalidIdentifier } })
    expect(validateOtpRequest({ identifier: 'ada@example.com' })).toEqual({ ok: true, value: { kind: 'email', email: 'ada@example.com' } })
  })
})

describe('validateOtpVerify', () => {
  const email = { kind: 'email', email: 'ada@example.com' } as const
  it('needs the address and the type', () => {
    expect(validateOtpVerify({ identifier: null, type: 'email', code: '123456' })).toEqual({ ok: false, errors: { identifier: 'You must provide either an email or phone number and a type' } })
    expect(validateOtpVerify({ identifier: email, type: null, code: '123456' }).ok).toBe(false)
  })
  it('needs a code of 6 to 10 digits (spaces ignored)', () => {
    expect(validateOtpVerify({ identifier: email, type: 'email', code: '' })).toEqual({ ok: false, errors: { code: authMessages.missingCode } })
    expect(validateOtpVerify({ identifier: email, type: 'email', code: '12a456' })).toEqual({ ok: false, errors: { code: authMessages.invalidCode } })
    expect(validateOtpVerify({ identifier: email, type: 'email', code: '12345' }).ok).toBe(false)
    expect(validateOtpVerify({ identifier: email, type: 'email', code: '123 456' })).toEqual({ ok: true, value: { email: 'ada@example.com', type: 'email', token: '123456' } })
    expect(validateOtpVerify({ identifier: { kind: 'phone', phone: '+15551234567' }, type: 'sms', code: '654321' })).toEqual({
      ok: true,
      value: { phone: '+15551234567', type: 'sms', token: '654321' },
    })
  })
  it('sends email codes by email and phone codes by text message', () => {
    expect(otpTypeOf(email)).toBe('email')
    expect(otpTypeOf({ kind: 'phone', phone: '+15551234567' })).toBe('sms')
  })
})

describe('validateNewPassword', () => {
  it('needs a password', () => {
    expect(validateNewPassword('').ok).toBe(false)
    expect(validateNewPassword('x')).toEqual({ ok: true, value: 'x' })
  })
})
