import type { Page } from 'playwright-core'

/**
 * Waits until the carousel accepts the next move: each move locks navigation for 500 ms (SPEC §9),
 * shown as `data-navigation-locked` on the carousel. Waiting for that state, not for a fixed time,
 * holds on a machine of any speed.
 */
export async function carouselUnlocked(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const carousel = document.querySelector('[data-testid="promo-carousel"]')
    return carousel !== null && !carousel.hasAttribute('data-navigation-locked')
  })
}

/** Waits until the slide's animations (the slide-in) have finished. */
export async function slideSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const slide = document.querySelector('[data-testid="promo-slide"]')
    await Promise.all((slide?.getAnimations({ subtree: true }) ?? []).map((animation) => animation.finished.catch(() => undefined)))
  })
}

/**
 * Stops the carousel's auto-advance as a visitor does (its pause button) and waits for a slide-in
 * under way to finish. A page reached by the app's router keeps its carousel running from the
 * routes before, so a slide may change at any moment (every 12 s): a check of the page's colours
 * (axe blends what is fading in) or of its text's boxes must not meet a slide half-way. Call it
 * before opening anything modal: the button is then behind the modal.
 */
export async function carouselPaused(page: Page): Promise<void> {
  const button = page.getByTestId('promo-play-pause')
  if ((await button.getAttribute('aria-label')) === 'Pause promotions') await button.click()
  await page.waitForFunction(() => document.querySelector('[data-testid="promo-play-pause"]')?.getAttribute('aria-label') === 'Play promotions')
  await slideSettled(page)
}
