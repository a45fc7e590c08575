import { describe, expect, it } from 'vitest'
import { createTypedEchoes } from '../../web/features/catalogue/ui/typed-echoes'

describe('typed echoes: a search box never lets its own reports overwrite newer typing', () => {
  it('knows a report coming back, as sent or trimmed as the URL keeps it', () => {
    const echoes = createTypedEchoes()
    echoes.sent('logitech g pro ')
    expect(echoes.isEcho('logitech g pro')).toBe(true)
  })

  it('settles earlier reports when a later one comes back, so a late echo of an old one is no longer taken for its own', () => {
    const echoes = createTypedEchoes()
    echoes.sent('dea')
    echoes.sent('deat')
    expect(echoes.isEcho('deat')).toBe(true)
    // 'dea' was superseded: if it comes now, it comes from outside (e.g. the back button).
    expect(echoes.isEcho('dea')).toBe(false)
  })

  it('keeps the text while echoes arrive in order behind the typing', () => {
    const echoes = createTypedEchoes()
    for (const value of ['d', 'de', 'dea', 'deat']) echoes.sent(value)
    expect(['d', 'de', 'dea', 'deat'].map((value) => echoes.isEcho(value))).toEqual([true, true, true, true])
  })

  it('takes a value it never sent as a change from outside, and forgets what it was waiting for', () => {
    const echoes = createTypedEchoes()
    echoes.sent('abc')
    echoes.sent('')
    echoes.sent('x')
    // "Clear filters" sets '' while 'x' is still on its way: outside, even though '' was once sent.
    expect(echoes.isEcho('x')).toBe(true)
    expect(echoes.isEcho('')).toBe(false)
    expect(echoes.isEcho('abc')).toBe(false)
  })

  it('treats every value as outside before anything was typed', () => {
    const echoes = createTypedEchoes()
    expect(echoes.isEcho('')).toBe(false)
    expect(echoes.isEcho('viper')).toBe(false)
  })
})
