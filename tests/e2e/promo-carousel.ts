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
