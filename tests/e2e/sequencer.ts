/**
 * The order the end-to-end files start in: longest first. Two workers take files from one queue;
 * when a long file starts last, one worker runs it alone while the other idles. CI starts from a
 * clean clone, so Vitest has no durations of its own there and starts files in an order unrelated
 * to their length: on 2026-11-26 the four axe files (small files, 100–130 s each) started last and
 * one of them ran alone for its last 90 s.
 *
 * Starting the longest first (LPT scheduling) ends both workers within about the shortest file of
 * each other. The durations are what one full local run measured (seconds a file took, Vitest's
 * own report; 2026-11-27, after the axe and text-layout files moved to in-app navigation); a file
 * missing here counts as a typical one. Stale figures only cost balance, never a test.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

export const measuredSeconds: Readonly<Record<string, number>> = {
  'first-render.e2e.ts': 151,
  'accessibility-light-desktop.e2e.ts': 121,
  'mouse-page.e2e.ts': 101,
  'accessibility-dark-desktop.e2e.ts': 90,
  'accessibility-dark-phone.e2e.ts': 88,
  'accessibility-light-phone.e2e.ts': 84,
  'promos.e2e.ts': 84,
  'typing.e2e.ts': 80,
  'first-minute.e2e.ts': 71,
  'text-layout.e2e.ts': 68,
  'browse-sheet-and-tables.e2e.ts': 60,
  'components.e2e.ts': 60,
  'keyboard.e2e.ts': 52,
  'content.e2e.ts': 44,
  'browse-fit.e2e.ts': 39,
  'footer.e2e.ts': 39,
  'open-data.e2e.ts': 37,
  'preview.e2e.ts': 37,
  'browse.e2e.ts': 36,
  'catalogue.e2e.ts': 35,
  'parts.e2e.ts': 34,
  'touch-targets.e2e.ts': 34,
  'fit.e2e.ts': 31,
  'find-similar.e2e.ts': 27,
  'compare.e2e.ts': 25,
  'shell.e2e.ts': 25,
  'review-links.e2e.ts': 21,
  'outline-tracer.e2e.ts': 12,
  'reviews.e2e.ts': 12,
  'preloads.e2e.ts': 7,
  'auth.e2e.ts': 3,
  'isolation.e2e.ts': 1,
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
