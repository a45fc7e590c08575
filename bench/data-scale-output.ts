/**
 * Where the data-at-scale measurements (bench/vitest.config.ts) leave their figures for
 * `node bench/run.ts --only=data`: bench/.out/data-scale.json, an array of { id, label, value, unit }.
 *
 * The figures come from two vitest projects (node and jsdom) that run in separate workers, so each
 * part writes its own file and the run's reporter joins them once every part has passed. A part
 * that did not run leaves no file, and then no data-scale.json is written at all: a stale or
 * partial file must never be judged as a fresh run.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface DataFigure {
  id: string
  label: string
  value: number
  unit: string
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '.out')
export const dataScaleFile = join(outDir, 'data-scale.json')
const partsDir = join(outDir, 'data-scale-parts')

/** The parts, in the order RESULTS.md lists them. */
export const dataScaleParts = ['browse', 'fit', 'render', 'snapshot', 'sitemaps', 'open-data'] as const
export type DataScalePart = (typeof dataScaleParts)[number]

export function writeDataScalePart(part: DataScalePart, figures: readonly DataFigure[]): void {
  mkdirSync(partsDir, { recursive: true })
  writeFileSync(join(partsDir, `${part}.json`), JSON.stringify(figures, null, 2))
}

export function clearDataScaleOutput(): void {
  rmSync(partsDir, { recursive: true, force: true })
  rmSync(dataScaleFile, { force: true })
}

/** Joins the parts into data-scale.json; returns the parts that are missing (then nothing is written). */
export function joinDataScaleParts(): DataScalePart[] {
  const missing = dataScaleParts.filter((part) => !existsSync(join(partsDir, `${part}.json`)))
  if (missing.length > 0) return missing
  const figures = dataScaleParts.flatMap((part) => JSON.parse(readFileSync(join(partsDir, `${part}.json`), 'utf8')) as DataFigure[])
  writeFileSync(dataScaleFile, JSON.stringify(figures, null, 2) + '\n')
  return []
}
