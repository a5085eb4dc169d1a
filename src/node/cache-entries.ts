import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A cache folder that keeps one entry per owner (a route, a source file, a locale): each file's
 * name starts with its owner's prefix, a hash of fixed length. The folder is listed once, its
 * names grouped by prefix, so replacing an owner's entry looks at that owner's files only: a
 * listing per write had made a build of 2,000 pages quadratic (millions of names looked at).
 * Files another process adds meanwhile are not seen; they go at the next build that replaces them.
 */
export interface CacheEntries {
  /** Whether the folder holds this file (as listed, plus what this process wrote). */
  has(name: string): boolean;
  /** Removes the owner's other files, then writes each of `files` (its text, or a file moved in), each whole or not at all. */
  replace(prefix: string, files: [name: string, content: { text: string } | { from: string }][]): void;
}

export function cacheEntries(dir: string, prefixChars: number): CacheEntries {
  let byPrefix: Map<string, Set<string>> | undefined;
  const namesOf = (prefix: string): Set<string> => {
    if (!byPrefix) {
      byPrefix = new Map();
      let all: string[] = [];
      try {
        all = readdirSync(dir);
      } catch {
        // No folder yet: nothing kept.
      }
      for (const f of all) namesOf(f.slice(0, prefixChars)).add(f);
    }
    let names = byPrefix.get(prefix);
    if (!names) byPrefix.set(prefix, (names = new Set()));
    return names;
  };
  return {
    has: (name) => namesOf(name.slice(0, prefixChars)).has(name),
    replace(prefix, files) {
      const names = namesOf(prefix);
      const keep = new Set(files.map(([name]) => name));
      mkdirSync(dir, { recursive: true });
      for (const old of names) {
        if (keep.has(old)) continue;
        rmSync(join(dir, old), { force: true });
        names.delete(old);
      }
      for (const [name, content] of files) {
        if ('from' in content) moveFile(content.from, join(dir, name));
        else writeAtomic(join(dir, name), content.text);
        names.add(name);
      }
    },
  };
}

/** A short hex SHA-256 of the text: cache file names and keys. */
export const sha = (text: string, chars = 24) => createHash('sha256').update(text).digest('hex').slice(0, chars);

const partialOf = (file: string) => `${file}.${process.pid}.partial`;

/** Written beside and renamed: a process that dies mid-write leaves no half entry. */
function writeAtomic(file: string, text: string): void {
  writeFileSync(partialOf(file), text);
  renameSync(partialOf(file), file);
}

/** A rename where it can be (the file is not read or written again); across file systems, a copy. */
function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    copyFileSync(from, partialOf(to));
    renameSync(partialOf(to), to);
    rmSync(from, { force: true });
  }
}
