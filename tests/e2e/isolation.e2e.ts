// useBrowser() (browser.ts) reuses one context per viewport across a file's tests, for its HTTP
// cache and compiled code. What a test stores must not reach the next one: these two run in order,
// the first leaving everything a page can keep, the second finding none of it.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

const browser = useBrowser()

const leftBehind = (page: Page) =>
  page.evaluate(async () => ({
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name),
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
  }))

describe('a file’s tests share a browser but nothing a page stored', () => {
  it('a test stores things and is granted a permission', async () => {
    const page = await browser.open('/robots.txt', 'phone', { permissions: ['clipboard-read', 'clipboard-write'] })
    await page.evaluate(async () => {
      localStorage.setItem('theme', 'light')
      sessionStorage.setItem('seen', '1')
      document.cookie = 'visited=1'
      await new Promise((resolve, reject) => {
        const request = indexedDB.open('left-behind')
        request.onupgradeneeded = () => request.result.createObjectStore('rows')
        request.onsuccess = () => {
          request.result.close()
          resolve(undefined)
        }
        request.onerror = () => reject(request.error)
      })
    })
    expect(await leftBehind(page)).toEqual({ localStorage: 1, sessionStorage: 1, cookies: 'visited=1', databases: ['left-behind'], clipboard: 'granted' })
  })

  it('the next test finds none of it', async () => {
    const page = await browser.open('/robots.txt', 'phone')
    expect(await leftBehind(page)).toEqual({ localStorage: 0, sessionStorage: 0, cookies: '', databases: [], clipboard: 'prompt' })
  })
})
