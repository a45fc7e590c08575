import { describe, expect, it } from 'vitest'
import { socialLinks } from '../../web/lib/constants'
import { navigation, type NavigationEntry } from '../../web/lib/navigation'
import { clientRouteRuleHref, findRouteRule, routeRuleLocation, routeRuleProblems, routeRules, type RouteRule } from '../../web/lib/route-rules'

function paths(entries: NavigationEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...paths(entry.children ?? [])])
}

describe('the route rule configuration', () => {
  it('is sound: plain paths, same-origin internal targets, https external targets, redirect statuses, no chains', () => {
    expect(routeRuleProblems(routeRules)).toEqual([])
  })

  it('has the useful rules', () => {
    expect(findRouteRule('/mice')).toMatchObject({ to: '/mouse/browse', type: 'internal', status: 301 })
    expect(findRouteRule('/sensors')).toMatchObject({ to: '/mouse/sensors/browse', type: 'internal' })
    expect(findRouteRule('/discord')).toMatchObject({ to: socialLinks.discord.url, type: 'external' })
  })

  it('never shadows a page of the site', () => {
    for (const path of paths(navigation)) expect(findRouteRule(path), path).toBeUndefined()
  })

  it('finds problems in a bad configuration', () => {
    const bad: RouteRule[] = [
      { from: '//x', to: '/a', type: 'internal', status: 301 },
      { from: '/a', to: '//evil.example', type: 'internal', status: 301 },
      { from: '/b', to: 'javascript:alert(1)', type: 'external', status: 302 },
      { from: '/c', to: 'http://insecure.example', type: 'external', status: 302 },
      { from: '/d', to: '/a', type: 'internal', status: 200 as 301 },
      { from: '/d', to: '/\\evil.example', type: 'internal', status: 301 },
    ]
    const problems = routeRuleProblems(bad)
    expect(problems.some((p) => p.startsWith('rule //x'))).toBe(true)
    expect(problems.some((p) => p.includes('rule /a: an internal target'))).toBe(true)
    expect(problems.some((p) => p.includes('rule /b: an external target'))).toBe(true)
    expect(problems.some((p) => p.includes('rule /c: an external target'))).toBe(true)
    expect(problems.some((p) => p.includes('rule /d: status'))).toBe(true)
    expect(problems.some((p) => p.includes('rule /d: listed twice'))).toBe(true)
    expect(problems.some((p) => p.includes('no chains'))).toBe(true)
  })
})

describe('findRouteRule and routeRuleLocation', () => {
  it('matches the exact path, a trailing slash ignored', () => {
    expect(findRouteRule('/mice/')?.from).toBe('/mice')
    expect(findRouteRule('/Mice')).toBeUndefined()
    expect(findRouteRule('/mice/x')).toBeUndefined()
  })

  it('keeps the query for internal rules and never passes it to an external one', () => {
    const internal = findRouteRule('/mice')!
    const external = findRouteRule('/discord')!
    expect(routeRuleLocation(internal, '?sort=weight')).toBe('/mouse/browse?sort=weight')
    expect(routeRuleLocation(internal, '')).toBe('/mouse/browse')
    expect(routeRuleLocation(internal, `?q=${'a'.repeat(5000)}`)).toBe('/mouse/browse')
    expect(routeRuleLocation(external, '?next=https://evil.example')).toBe(socialLinks.discord.url)
  })
})

describe('clientRouteRuleHref (the site side)', () => {
  it('reloads the rule path itself on a navigation inside the app, so the server redirects', () => {
    expect(clientRouteRuleHref({ pathname: '/mice', searchStr: '?a=1' }, false)).toBe('/mice?a=1')
    expect(clientRouteRuleHref({ pathname: '/discord', searchStr: '' }, false)).toBe('/discord')
  })

  it('goes straight to the target on the first load, where reloading would loop', () => {
    expect(clientRouteRuleHref({ pathname: '/mice', searchStr: '?a=1' }, true)).toBe('/mouse/browse?a=1')
    expect(clientRouteRuleHref({ pathname: '/discord' }, true)).toBe(socialLinks.discord.url)
  })

  it('leaves every other location to the router', () => {
    expect(clientRouteRuleHref({ pathname: '/mouse/browse' }, false)).toBeUndefined()
    expect(clientRouteRuleHref({ pathname: '/' }, true)).toBeUndefined()
  })
})
