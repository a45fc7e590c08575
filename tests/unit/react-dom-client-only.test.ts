import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import type * as ReactModule from 'react'
import { describe, expect, it, vi } from 'vitest'
import { dropReactDomHydration, hydrationReads, reactDomClientModule } from '../../scripts/react-dom-client-only-plugin'

const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url))
const read = (path: string) => readFileSync(join(nodeModules, path), 'utf8')
const clientSource = read(reactDomClientModule)

type Exports = Record<string, unknown>
type ReactDomClient = { createRoot: (container: Element) => { render: (element: unknown) => void; unmount: () => void }; hydrateRoot?: unknown }
type ReactDom = { flushSync: (work: () => void) => void; createPortal: (children: ReactModule.ReactNode, container: Element) => ReactModule.ReactPortal }

type Window = JSDOM['window']

/** Evaluates CommonJS source inside a page's window (its own globals, as in a browser), with the modules it requires given by name. */
function evaluate(window: Window, code: string, modules: Record<string, Exports>): Exports {
  const module = { exports: {} as Exports }
  const requireModule = (name: string) => {
    const found = modules[name]
    if (!found) throw new Error(`no ${name} in this test's module set`)
    return found
  }
  const run = window.eval(`(function (exports, require, module) {\n${code}\n})`) as (...args: unknown[]) => void
  run(module.exports, requireModule, module)
  return module.exports
}

/** Production React, its scheduler and React DOM (the test environment's `react` is the development build), in a new page. */
function loadReact(client: string) {
  const { window } = new JSDOM('<!doctype html><body></body>', { runScripts: 'outside-only', pretendToBeVisual: true })
  const scheduler = evaluate(window, read('scheduler/cjs/scheduler.production.js'), {})
  const react = evaluate(window, read('react/cjs/react.production.js'), {})
  const reactDom = evaluate(window, read('react-dom/cjs/react-dom.production.js'), { react })
  const reactDomClient = evaluate(window, client, { react, scheduler, 'react-dom': reactDom })
  return {
    window,
    React: react as unknown as typeof ReactModule,
    ReactDom: reactDom as unknown as ReactDom,
    ReactDomClient: reactDomClient as unknown as ReactDomClient,
  }
}

/**
 * A page's worth of what the site's client rendering does: state, effects, a controlled and an
 * uncontrolled input (the code that shares a name with hydration's state), a checkbox, a select, a
 * text area, ids, a portal, and a boundary whose content suspends, then arrives. Returns the DOM
 * after each step.
 */
async function renderSteps({ window, React, ReactDom, ReactDomClient }: ReturnType<typeof loadReact>): Promise<string[]> {
  const h = React.createElement
  const { document } = window
  const container = document.createElement('div')
  const portalTarget = document.createElement('div')
  document.body.append(container, portalTarget)
  let resolveData!: (text: string) => void
  const data = new Promise<string>((resolve) => (resolveData = resolve))
  function Data() {
    return h('p', { id: 'data' }, React.use(data))
  }
  function Page() {
    const [count, setCount] = React.useState(0)
    const [text, setText] = React.useState('Viper')
    const id = React.useId()
    const [effects, setEffects] = React.useState(0)
    React.useEffect(() => setEffects((runs) => runs + 1), [count])
    return h(
      'main',
      null,
      h('button', { id: 'more', onClick: () => setCount((value) => value + 1) }, `clicked ${count}`),
      h('label', { htmlFor: id }, 'Name'),
      h('input', { id, value: text, onChange: (event: { target: { value: string } }) => setText(event.target.value) }),
      h('input', { id: 'free', defaultValue: 'free text' }),
      h('input', { id: 'check', type: 'checkbox', checked: count % 2 === 1, onChange: () => {} }),
      h('select', { id: 'pick', value: count % 2 === 0 ? 'a' : 'b', onChange: () => {} }, h('option', { value: 'a' }, 'A'), h('option', { value: 'b' }, 'B')),
      h('textarea', { id: 'notes', value: `${text} notes`, onChange: () => {} }),
      h('output', null, `effects ${effects}`),
      count > 0 ? h('ul', null, ...Array.from({ length: count }, (_, index) => h('li', { key: index }, `row ${index}`))) : null,
      React.createElement(React.Suspense, { fallback: h('p', { id: 'loading' }, 'Loading…') }, h(Data)),
      ReactDom.createPortal(h('aside', null, `portal ${count}`), portalTarget),
    )
  }
  const snapshot = () => {
    const checkbox = container.querySelector<HTMLInputElement>('input[type=checkbox]')
    const select = container.querySelector('select')
    return `${container.innerHTML}|${portalTarget.innerHTML}|checked=${checkbox?.checked}|selected=${select?.value}|value=${container.querySelector<HTMLInputElement>('input')?.value}`
  }
  const steps: string[] = []
  const root = ReactDomClient.createRoot(container)
  ReactDom.flushSync(() => root.render(h(Page)))
  await vi.waitFor(() => expect(container.textContent).toContain('effects 1'))
  steps.push(snapshot())
  ReactDom.flushSync(() => container.querySelector<HTMLButtonElement>('#more')!.click())
  await vi.waitFor(() => expect(container.textContent).toContain('effects 2'))
  steps.push(snapshot())
  const input = container.querySelector<HTMLInputElement>('input')!
  const setValue = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')!.set!
  setValue.call(input, 'Viper V3')
  ReactDom.flushSync(() => input.dispatchEvent(new window.Event('input', { bubbles: true })))
  steps.push(snapshot())
  resolveData('Arrived')
  await vi.waitFor(() => expect(container.querySelector('#data')?.textContent).toBe('Arrived'))
  steps.push(snapshot())
  ReactDom.flushSync(() => container.querySelector<HTMLButtonElement>('#more')!.click())
  await vi.waitFor(() => expect(container.textContent).toContain('effects 3'))
  steps.push(snapshot())
  root.unmount()
  steps.push(snapshot())
  window.close()
  return steps
}

describe('React DOM without hydration (scripts/react-dom-client-only-plugin.ts)', () => {
  it('renders, updates, suspends and unmounts exactly as React DOM does', async () => {
    const original = await renderSteps(loadReact(clientSource))
    const rewritten = await renderSteps(loadReact(dropReactDomHydration(clientSource)))
    expect(original).toHaveLength(6)
    // The steps really happened: the click, the typing, the data, the second click, the unmount.
    expect(original[1]).toContain('row 0')
    expect(original[2]).toContain('value=Viper V3')
    expect(original[2]).toContain('Loading…')
    expect(original[3]).toContain('Arrived')
    expect(original[4]).toContain('row 1')
    expect(original[5]).toMatch(/^\|\|/)
    expect(rewritten).toEqual(original)
  })

  it('reads none of hydration’s state any more, and has no hydrateRoot', () => {
    const rewritten = dropReactDomHydration(clientSource)
    expect(rewritten).not.toMatch(/(?<![\w$.])isHydrating(?![\w$])(?!\s*=(?!=))/)
    expect(rewritten).not.toMatch(/\.isDehydrated(?![\w$])/)
    expect(rewritten).not.toMatch(/\.dehydrated(?![\w$])/)
    // initInput's own parameter keeps its meaning under a new name.
    expect(rewritten).toMatch(/isHydratingInput \|\| value === element\.value/)
    expect(loadReact(clientSource).ReactDomClient.hydrateRoot).toBeTypeOf('function')
    expect(loadReact(rewritten).ReactDomClient.hydrateRoot).toBeUndefined()
  })

  it('fails the build when React DOM changes the code it rewrites', () => {
    expect(() => dropReactDomHydration(clientSource.replace('if (!isHydrating) return popToNextHostParent', 'if (!isHydrating || !isHydrating) return popToNextHostParent'))).toThrow(
      new RegExp(`reads isHydrating in ${hydrationReads.isHydrating + 1} places, not the ${hydrationReads.isHydrating}`),
    )
    expect(() => dropReactDomHydration(clientSource.replace('exports.hydrateRoot = function', 'exports.hydrate = function'))).toThrow(/no longer has the shape/)
    // A new export between hydrateRoot and the version would be cut with it: the build stops instead.
    expect(() => dropReactDomHydration(clientSource.replace('\nexports.version =', '\nexports.unstable_next = 1;\nexports.version ='))).toThrow(/hydrateRoot straight before exports\.version/)
  })

  it('nothing in the app calls hydrateRoot', () => {
    const web = fileURLToPath(new URL('../../web/', import.meta.url))
    const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (name === 'node_modules' ? [] : statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]))
    const callers = files(web).filter((file) => /\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('hydrateRoot'))
    expect(callers).toEqual([])
  })
})
