import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

/**
 * Every search box keeps every character typed at human speed (and faster), spaces included,
 * while the URL and the results follow. Typing is real key presses with a delay between keys.
 */
async function typeLikeAPerson(field: Locator, text: string, delay: number) {
  await field.click()
  await field.pressSequentially(text, { delay })
}

/**
 * Called once the results (or the URL) show the last report: by then every echo of the typing has
 * come back, so a box that let an echo overwrite its text would show it now.
 */
async function expectKept(field: Locator, text: string) {
  expect(await field.inputValue()).toBe(text)
}

/** A person (80-150 ms a key) and a fast typist. */
const speeds = [120, 20] as const

for (const viewport of ['desktop', 'phone'] as const) {
  describe(`typing in search boxes (${viewport})`, () => {
    it('browse: "logitech g pro x superlight" arrives whole, in the URL and the results, at every speed', async () => {
      for (const delay of speeds) {
        const page = await browser.open('/mouse/browse', viewport)
        const field = page.getByRole('searchbox', { name: 'Search mice' })
        await typeLikeAPerson(field, 'logitech g pro x superlight', delay)
        await page.waitForURL(/[?&]q=logitech(\+|%20)g(\+|%20)pro(\+|%20)x(\+|%20)superlight(&|$)/)
        await page.getByTestId('mouse-card').first().waitFor()
        await expectKept(field, 'logitech g pro x superlight')
        const handles = await page.getByTestId('mouse-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-handle')))
        expect(handles, `at ${delay} ms a key`).toContain('logitech-g-pro-x-superlight')
        expect(pageErrors(page)).toEqual([])
        await page.close()
      }
    })

    it('browse: a pause after a space (the results catch up) does not swallow the space', async () => {
      const page = await browser.open('/mouse/browse', viewport)
      const field = page.getByRole('searchbox', { name: 'Search mice' })
      await typeLikeAPerson(field, 'logitech g pro ', 100)
      // The visitor looks at the results: the URL (trimmed) and the list catch up with the typing.
      await page.waitForURL(/[?&]q=logitech(\+|%20)g(\+|%20)pro(&|$)/)
      await field.pressSequentially('x superlight', { delay: 100 })
      await page.waitForURL(/[?&]q=logitech(\+|%20)g(\+|%20)pro(\+|%20)x(\+|%20)superlight(&|$)/)
      await expectKept(field, 'logitech g pro x superlight')
      expect(pageErrors(page)).toEqual([])
    })

    it('find-similar picker: "deathadder v3" arrives whole and finds the mouse', async () => {
      for (const delay of speeds) {
        const page = await browser.open('/mouse/find-similar', viewport)
        const field = page.getByRole('searchbox', { name: 'Choose a mouse' })
        await typeLikeAPerson(field, 'deathadder v3', delay)
        await page.getByRole('region', { name: 'Matching mice' }).getByRole('link', { name: 'Razer DeathAdder V3', exact: true }).waitFor()
        await expectKept(field, 'deathadder v3')
        expect(pageErrors(page)).toEqual([])
        await page.close()
      }
    })

    it('compare picker: "deathadder v3" arrives whole and offers the mouse', async () => {
      for (const delay of speeds) {
        const page = await browser.open('/mouse/compare', viewport)
        const field = page.getByRole('searchbox', { name: /^Add a mouse/ })
        await typeLikeAPerson(field, 'deathadder v3', delay)
        await page.getByTestId('picker-results').getByRole('button', { name: '+ Razer DeathAdder V3', exact: true }).waitFor()
        await expectKept(field, 'deathadder v3')
        expect(pageErrors(page)).toEqual([])
        await page.close()
      }
    })

    it('component pages: the sensors search and the switches picker keep every character', async () => {
      for (const delay of [100]) {
        const page = await browser.open('/mouse/sensors/browse', viewport)
        const field = page.getByRole('searchbox', { name: 'Search sensors' })
        await typeLikeAPerson(field, 'pixart paw 3395', delay)
        await page.waitForURL(/[?&]q=pixart(\+|%20)paw(\+|%20)3395(&|$)/)
        await expectKept(field, 'pixart paw 3395')
        expect(pageErrors(page)).toEqual([])
        await page.close()

        const compare = await browser.open('/mouse/switches/compare', viewport)
        const picker = compare.getByRole('searchbox', { name: /^Add a switch/ })
        await typeLikeAPerson(picker, 'omron d2fc', delay)
        await compare.getByTestId('picker-results').getByRole('button').first().waitFor()
        await expectKept(picker, 'omron d2fc')
        expect(pageErrors(compare)).toEqual([])
        await compare.close()
      }
    })
  })
}
