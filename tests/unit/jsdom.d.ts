/** The part of jsdom's API tests/unit/react-dom-client-only.test.ts uses: jsdom (the package vitest's jsdom environment runs on) ships no types. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { runScripts: 'outside-only'; pretendToBeVisual?: boolean })
    readonly window: Window & typeof globalThis
  }
}
