/** The sign-in forms: password sign-in, sign-up, one-time code, and a new password after recovery. */
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { authMessages } from '../../lib/auth-messages'
import { sendOneTimeCode, signInWithPassword, signUp, updatePassword, verifyOneTimeCode } from './auth-store'
import {
  otpTypeOf,
  validateNewPassword,
  validateOtpRequest,
  validateOtpVerify,
  validatePasswordForm,
  type AuthField,
  type FieldErrors,
  type Identifier,
} from './auth-validation'
import { FormField } from './form-field'
import { notify } from './toaster'

type FieldRefs = Partial<Record<AuthField, RefObject<HTMLInputElement | null>>>

/** Moves focus to the first field in error, so keyboard and screen-reader users land on it. */
function focusFirstError(errors: FieldErrors, refs: FieldRefs) {
  for (const field of ['identifier', 'password', 'code'] as const) {
    if (errors[field]) {
      refs[field]?.current?.focus()
      return
    }
  }
}

function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      borderWidth="1px"
      borderColor={tone === 'error' ? 'border.error' : 'border'}
      bg={tone === 'error' ? 'bg.error' : 'bg.muted'}
      color={tone === 'error' ? 'fg.error' : 'fg'}
      rounded="md"
      px="3"
      py="2"
      fontSize="sm"
      data-testid={tone === 'error' ? 'form-error' : 'form-status'}
    >
      {children}
    </Box>
  )
}

export function PasswordForm({ mode, identifierRef }: { mode: 'signIn' | 'signUp'; identifierRef?: RefObject<HTMLInputElement | null> }) {
  const [identifier, setIdentifier] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ownIdentifierRef = useRef<HTMLInputElement>(null)
  const idRef = identifierRef ?? ownIdentifierRef
  const passwordRef = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    setStatus(null)
    const validation = validatePasswordForm({ identifier, password })
    if (!validation.ok) {
      setErrors(validation.errors)
      focusFirstError(validation.errors, { identifier: idRef, password: passwordRef })
      return
    }
    setErrors({})
    setBusy(true)
    if (mode === 'signIn') {
      const result = await signInWithPassword(validation.value)
      setBusy(false)
      if (!result.ok) return setFormError(result.message)
      notify('success', authMessages.signedIn)
      return
    }
    const result = await signUp(validation.value)
    setBusy(false)
    if (!result.ok) return setFormError(result.message)
    if (result.value.signedIn) notify('success', authMessages.signedUp)
    else {
      const text = 'email' in validation.value ? authMessages.confirmEmail : authMessages.confirmPhone
      setStatus(text)
      notify('info', text)
    }
  }

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label={mode === 'signIn' ? authMessages.signIn : authMessages.signUp}>
      <Stack gap="4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {status && <FormAlert tone="info">{status}</FormAlert>}
        <FormField
          ref={idRef}
          label={authMessages.identifierLabel}
          name="identifier"
          autoComplete="username"
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          error={errors.identifier}
        />
        <FormField
          ref={passwordRef}
          label={authMessages.passwordLabel}
          name="password"
          type="password"
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <Button type="submit" loading={busy} data-testid={mode === 'signIn' ? 'sign-in-submit' : 'sign-up-submit'}>
          {mode === 'signIn' ? authMessages.signIn : authMessages.signUp}
        </Button>
      </Stack>
    </chakra.form>
  )
}

export function OneTimeCodeForm({ identifierRef }: { identifierRef?: RefObject<HTMLInputElement | null> }) {
  const [identifier, setIdentifier] = useState('')
  const [sentTo, setSentTo] = useState<Identifier | null>(null)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ownIdentifierRef = useRef<HTMLInputElement>(null)
  const idRef = identifierRef ?? ownIdentifierRef
  const codeRef = useRef<HTMLInputElement>(null)
  // Set when the visitor moves between the two steps, so the field of the new step takes focus once it
  // is on screen (a timer could fire before React commits it), but not when the form first mounts.
  const stepChangedRef = useRef(false)
  useEffect(() => {
    if (!stepChangedRef.current) return
    stepChangedRef.current = false
    ;(sentTo ? codeRef : idRef).current?.focus()
  }, [sentTo, idRef])

  const request = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const validation = validateOtpRequest({ identifier })
    if (!validation.ok) {
      setErrors(validation.errors)
      focusFirstError(validation.errors, { identifier: idRef })
      return
    }
    setErrors({})
    setBusy(true)
    const result = await sendOneTimeCode(validation.value)
    setBusy(false)
    if (!result.ok) return setFormError(result.message)
    stepChangedRef.current = true
    setSentTo(validation.value)
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const validation = validateOtpVerify({ identifier: sentTo, type: sentTo ? otpTypeOf(sentTo) : null, code })
    if (!validation.ok) {
      setErrors(validation.errors)
      focusFirstError(validation.errors, { code: codeRef })
      return
    }
    setErrors({})
    setBusy(true)
    const result = await verifyOneTimeCode(validation.value)
    setBusy(false)
    if (!result.ok) return setFormError(result.message)
    notify('success', authMessages.signedIn)
  }

  if (!sentTo) {
    return (
      <chakra.form onSubmit={(event) => void request(event)} noValidate aria-label={authMessages.oneTimeCode}>
        <Stack gap="4">
          {formError && <FormAlert>{formError}</FormAlert>}
          <FormField
            ref={idRef}
            label={authMessages.identifierLabel}
            name="identifier"
            autoComplete="username"
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            error={errors.identifier}
          />
          <Button type="submit" loading={busy} data-testid="send-code">
            {authMessages.sendCode}
          </Button>
        </Stack>
      </chakra.form>
    )
  }
  const to = sentTo.kind === 'email' ? sentTo.email : sentTo.phone
  return (
    <chakra.form onSubmit={(event) => void verify(event)} noValidate aria-label={authMessages.verifyCode}>
      <Stack gap="4">
        <FormAlert tone="info">{authMessages.codeSent(to)}</FormAlert>
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField
          ref={codeRef}
          label={authMessages.codeLabel}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code ?? errors.identifier}
        />
        <Button type="submit" loading={busy} data-testid="verify-code">
          {authMessages.verifyCode}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            stepChangedRef.current = true
            setSentTo(null)
            setCode('')
            setErrors({})
            setFormError(null)
          }}
        >
          {authMessages.useAnotherAddress}
        </Button>
      </Stack>
    </chakra.form>
  )
}

export function NewPasswordForm() {
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const validation = validateNewPassword(password)
    if (!validation.ok) {
      setErrors(validation.errors)
      passwordRef.current?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    const result = await updatePassword(validation.value)
    setBusy(false)
    if (!result.ok) return setFormError(result.message)
    setPassword('')
    notify('success', authMessages.passwordUpdated)
  }
  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label={authMessages.recoveryTitle}>
      <Stack gap="3">
        <Text fontWeight="semibold">{authMessages.recoveryTitle}</Text>
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField
          ref={passwordRef}
          label={authMessages.newPasswordLabel}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <Button type="submit" loading={busy}>
          {authMessages.saveNewPassword}
        </Button>
      </Stack>
    </chakra.form>
  )
}

const tabs = [
  { id: 'sign-in', label: authMessages.signIn },
  { id: 'sign-up', label: authMessages.signUp },
  { id: 'code', label: authMessages.oneTimeCode },
] as const
type TabId = (typeof tabs)[number]['id']

/** Sign in, sign up or a one-time code, as ARIA tabs (arrow keys, Home and End move between them). */
export function AuthTabs({ identifierRef }: { identifierRef?: RefObject<HTMLInputElement | null> }) {
  const [selected, setSelected] = useState<TabId>('sign-in')
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({})
  const choose = (id: TabId) => {
    setSelected(id)
    tabRefs.current[id]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1
    if (next < 0) return
    event.preventDefault()
    choose(tabs[next]!.id)
  }
  return (
    <Stack gap="4">
      <Flex role="tablist" aria-label="How to sign in" gap="1" borderBottomWidth="1px" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected
          return (
            <Button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element
              }}
              role="tab"
              id={`auth-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`auth-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              variant="ghost"
              size="sm"
              flex="1"
              roundedBottom="0"
              borderBottomWidth="2px"
              borderColor={active ? 'brand.solid' : 'transparent'}
              color={active ? 'fg' : 'fg.muted'}
              fontWeight={active ? 'semibold' : 'normal'}
              onClick={() => setSelected(tab.id)}
            >
              {tab.label}
            </Button>
          )
        })}
      </Flex>
      <Box role="tabpanel" id={`auth-panel-${selected}`} aria-labelledby={`auth-tab-${selected}`}>
        {selected === 'sign-in' && <PasswordForm key="sign-in" mode="signIn" identifierRef={identifierRef} />}
        {selected === 'sign-up' && <PasswordForm key="sign-up" mode="signUp" />}
        {selected === 'code' && <OneTimeCodeForm />}
      </Box>
    </Stack>
  )
}
