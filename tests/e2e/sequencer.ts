/**
 * The order the end-to-end files start in: longest first. Two workers take files from one queue;
 * when a long file starts last, one worker runs it alone while the other idles. CI starts from a
 * clean clone, so Vitest has no durations of its own there and starts files in an order unrelated
 * to their length: on 2026-11-26 the four axe files (small files, 100–130 s each) started last and
 * one of them ran alone for its last 90 s.
 *
 * Starting the longest first (LPT scheduling) ends both workers within about the shortest file of
 * each other. The durations are what one run measured (seconds a file took, 2026-11-26,
 * `--reporter=json`); a file missing here counts as a typical one. Stale figures only cost balance,
 * never a test.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

export const measuredSeconds: Readonly<Record<string, number>> = {
  'first-render.e2e.ts': 158,
  'accessibility-light-desktop.e2e.ts': 132,
  'text-layout.e2e.ts': 129,
  'accessibility-dark-desktop.e2e.ts': 111,
  'accessibility-light-phone.e2e.ts': 102,
  'accessibility-dark-phone.e2e.ts': 96,
  'typing.e2e.ts': 92,
  'promos.e2e.ts': 89,
  'first-minute.e2e.ts': 85,
  'mouse-page.e2e.ts': 82,
  'browse-sheet-and-tables.e2e.ts': 65,
  'components.e2e.ts': 63,
  'keyboard.e2e.ts': 62,
  'touch-targets.e2e.ts': 47,
  'content.e2e.ts': 45,
  'parts.e2e.ts': 39,
  'footer.e2e.ts': 38,
  'preview.e2e.ts': 38,
  'catalogue.e2e.ts': 37,
  'open-data.e2e.ts': 32,
  'browse.e2e.ts': 30,
  'find-similar.e2e.ts': 30,
  'fit.e2e.ts': 30,
  'browse-fit.e2e.ts': 29,
  'compare.e2e.ts': 28,
  'shell.e2e.ts': 25,
  'review-links.e2e.ts': 16,
  'reviews.e2e.ts': 13,
  'outline-tracer.e2e.ts': 10,
  'preloads.e2e.ts': 7,
  'auth.e2e.ts': 4,
}

/** What a file not in the table counts as: about the median file. */
export const unmeasuredSeconds = 38

export function expectedSeconds(file: string): number {
  return measuredSeconds[file.slice(file.lastIndexOf('/') + 1)] ?? unmeasuredSeconds
}

/** Longest first; ties by path, so the order is the same on every machine. */
export function longestFirst<T>(items: readonly T[], path: (item: T) => string): T[] {
  return [...items].sort((a, b) => expectedSeconds(path(b)) - expectedSeconds(path(a)) || path(a).localeCompare(path(b)))
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longestFirst(files, (file) => file.moduleId)
  }
}
