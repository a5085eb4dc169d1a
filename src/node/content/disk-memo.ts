import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const sha = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** Results of pure functions of a text (frontmatter, a post's paragraphs), kept in one file between builds. */
export interface DiskMemo {
  get<T>(space: string, text: string, compute: () => T): T;
  /** Writes the entries this build used, dropping the rest. */
  save(): void;
}

/** Only JSON that reads back as it was written is kept (a Date would come back a string). */
function plain(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) return true;
  if (Array.isArray(v)) return v.every(plain);
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.values(v as object).every((x) => x !== undefined && plain(x));
  return false;
}

/**
 * `file` is named by the version of the code that computes the values (its caller hashes it):
 * another version starts empty. Parsing ~300 files' YAML and the blog's markdown costs seconds a build.
 */
export function diskMemo(file: string): DiskMemo {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // None yet, or unreadable: start empty.
  }
  const used: Record<string, unknown> = {};
  let changed = false;
  return {
    get<T>(space: string, text: string, compute: () => T): T {
      const key = `${space}:${sha(text)}`;
      if (key in stored) return (used[key] = stored[key]) as T;
      const value = compute();
      if (plain(value)) {
        used[key] = stored[key] = value;
        changed = true;
      }
      return value;
    },
    save() {
      if (!changed && Object.keys(used).length === Object.keys(stored).length) return;
      try {
        mkdirSync(dirname(file), { recursive: true });
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, JSON.stringify(used));
        renameSync(partial, file);
      } catch {
        // A read-only or full disk: the next build parses again.
      }
    },
  };
}

let current: DiskMemo | undefined;

/** The build's memo (content plugin, buildStart to buildEnd); none in the dev server or tests. */
export function useDiskMemo(memo: DiskMemo | undefined): void {
  current = memo;
}

export function diskMemoized<T>(space: string, text: string, compute: () => T): T {
  return current ? current.get(space, text, compute) : compute();
}

/** Saves the build's memo and stops using it. */
export function diskMemoSave(): void {
  current?.save();
  current = undefined;
}
