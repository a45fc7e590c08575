/**
 * The order `npm test`'s files start in. Vitest's own order runs the projects one after another,
 * by name (jsdom, jsdom-shared, unit, worker), and on a clean clone (CI), where it has no durations
 * of its own, each project's files in the order it found them. The worker project came last, and
 * its longest file, `worker/sitemaps.test.ts` (every URL the sitemaps list is fetched), ran on one
 * core for its last 16 s while the other had nothing left to run.
 *
 * Here the projects still run one after another (a worker that shares its modules across files,
 * `isolate: false`, is kept only for a next file of the same project), but the project with the
 * longest file starts first, and each project's files start longest first (LPT scheduling). The
 * run then ends on the unit project's many small files, so both workers end together.
 *
 * The durations are one local run's (seconds a file took, Vitest's JSON report, 2026-11-27 at
 * 3c57f55): files of 3 s or more. A file missing here counts as a short one. Stale figures only
 * cost balance, never a test.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

export const measuredSeconds: Readonly<Record<string, number>> = {
  'worker/sitemaps.test.ts': 30,
  'jsdom/browse.test.tsx': 23,
  'jsdom/fit-page.test.tsx': 14,
  'db/account-limits.test.ts': 14,
  'jsdom/auth-sign-in.test.tsx': 13,
  'db/pglite-cache.test.ts': 12,
  'jsdom/find-similar.test.tsx': 12,
  'worker/hostile-input.test.ts': 10,
  'unit/catalogue-files.test.ts': 9,
  'jsdom/auth-saved-items.test.tsx': 9,
  'db/traced-outlines.test.ts': 8,
  'jsdom/auth-one-time-code.test.tsx': 8,
  'jsdom/compare-page.test.tsx': 7,
  'jsdom/promo-carousel.test.tsx': 7,
  'jsdom/auth-compare-and-cards.test.tsx': 7,
  'unit/bench-cli.test.ts': 6,
  'jsdom/components.test.tsx': 5,
  'jsdom/catalogue-compare-page.test.tsx': 5,
  'jsdom/shell.test.tsx': 5,
  'unit/data-source.test.ts': 5,
  'jsdom/traced-outline.test.tsx': 5,
  'unit/outline-tracer.test.ts': 5,
  'unit/compare-selection-parity.test.ts': 5,
  'db/visibility.test.ts': 4,
  'jsdom/preview.test.tsx': 4,
  'unit/route-search.test.ts': 4,
  'jsdom/auth-redirect.test.tsx': 3,
  'unit/generated-outline.test.ts': 3,
  'worker/open-data.test.ts': 3,
  'db/synthetic-catalogue.test.ts': 3,
  'jsdom/catalogue-browse-page.test.tsx': 3,
}

/** What a file not in the table counts as: most of the unit files take well under a second. */
export const unmeasuredSeconds = 1

/** A file's path under tests/ ('worker/sitemaps.test.ts'), the table's key. */
export function testsPath(file: string): string {
  const at = file.lastIndexOf('/tests/')
  return at === -1 ? file : file.slice(at + '/tests/'.length)
}

export function expectedSeconds(file: string): number {
  return measuredSeconds[testsPath(file)] ?? unmeasuredSeconds
}

/**
 * Each project's files together, longest first (ties by path); the projects in the order of their
 * longest file (ties by name), so the same on every machine.
 */
export function scheduled<T>(items: readonly T[], path: (item: T) => string, project: (item: T) => string): T[] {
  const longestOfProject = new Map<string, number>()
  for (const item of items) longestOfProject.set(project(item), Math.max(longestOfProject.get(project(item)) ?? 0, expectedSeconds(path(item))))
  return [...items].sort(
    (a, b) =>
      longestOfProject.get(project(b))! - longestOfProject.get(project(a))! ||
      project(a).localeCompare(project(b)) ||
      expectedSeconds(path(b)) - expectedSeconds(path(a)) ||
      path(a).localeCompare(path(b)),
  )
}

export default class NpmTestSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return scheduled(
      files,
      (file) => file.moduleId,
      (file) => file.project.name,
    )
  }
}
