import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Test helpers (fixtures, fake servers, render helpers) live here in src/testing/, never in the
 * production folders, and no production file imports them: they would end up in the app's bundle.
 */
const src = join(import.meta.dirname, '..');
const testing = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === testing ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

describe('src/testing', () => {
  it('is imported by tests only', () => {
    const offenders = sourceFiles(src)
      .filter((path) => !isTest(path))
      .filter((path) => /from '@\/testing\//.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path));
    expect(offenders).toEqual([]);
  });

  it('holds every test helper: production folders have only production files and tests', () => {
    const helpers = sourceFiles(src)
      .filter((path) => !isTest(path))
      .filter((path) => /(^|-)(fixtures?|test|mock)(-|\.)/.test(basename(path)))
      .map((path) => relative(src, path));
    expect(helpers).toEqual([]);
  });
});
