/**
 * The order the end-to-end files start in: longest first. Two workers take files from one queue;
 * when a long file starts last, one worker runs it alone while the other idles. CI starts from a
 * clean clone, so Vitest has no durations of its own there and starts files in an order unrelated
 * to their length: on 2026-11-26 the four axe files (small files, 100–130 s each) started last and
 * one of them ran alone for its last 90 s.
 *
 * Starting the longest first (LPT scheduling) ends both workers within about the shortest file of
 * each other. The durations are what one full local run measured (seconds a file took, Vitest's
 * own report; 2026-11-27 at a7470f8, the axe and text-layout files moving by the app's router); a
 * file missing here counts as a typical one. Stale figures only cost balance, never a test.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

export const measuredSeconds: Readonly<Record<string, number>> = {
  'first-render.e2e.ts': 201,
  'mouse-page.e2e.ts': 122,
  'typing.e2e.ts': 88,
  'accessibility-light-desktop.e2e.ts': 80,
  'first-minute.e2e.ts': 79,
  'promos.e2e.ts': 70,
  'keyboard.e2e.ts': 61,
  'text-layout.e2e.ts': 60,
  'accessibility-light-phone.e2e.ts': 57,
  'components.e2e.ts': 56,
  'accessibility-dark-desktop.e2e.ts': 55,
  'browse-sheet-and-tables.e2e.ts': 51,
  'accessibility-dark-phone.e2e.ts': 49,
  'parts.e2e.ts': 43,
  'touch-targets.e2e.ts': 43,
  'browse.e2e.ts': 42,
  'browse-fit.e2e.ts': 41,
  'catalogue.e2e.ts': 40,
  'footer.e2e.ts': 40,
  'content.e2e.ts': 38,
  'open-data.e2e.ts': 36,
  'find-similar.e2e.ts': 35,
  'compare.e2e.ts': 34,
  'preview.e2e.ts': 34,
  'shell.e2e.ts': 32,
  'late-styles.e2e.ts': 32,
  'fit.e2e.ts': 30,
  'review-links.e2e.ts': 25,
  'outline-tracer.e2e.ts': 15,
  'reviews.e2e.ts': 11,
  'preloads.e2e.ts': 7,
  'auth.e2e.ts': 4,
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
