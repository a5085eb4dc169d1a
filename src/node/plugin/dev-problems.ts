import { resolve } from 'node:path';
import { ContentError } from '../content/content-error.ts';

/** What Vite's client shows in its error overlay (an `error` payload's `err`). */
export interface OverlayError {
  message: string;
  stack: string;
  plugin: string;
  id?: string;
  loc?: { file: string; line: number; column: number };
}

/**
 * The dev server's content problems (frontmatter, `_category_.json`, …), which a build fails on:
 * while the content has one, the terminal and the overlay show it (the model keeps its last good
 * state, so the page does not render what the build rejects); the save that fixes it reloads the
 * page, which clears the overlay.
 */
export class DevProblems {
  private current: string | undefined;

  constructor(private readonly root: string, private readonly log: (text: string) => void = (t) => console.error(t)) {}

  /** The model failed to build: logs the problem once per text and gives the overlay's payload. */
  failed(e: ContentError): OverlayError {
    const text = e.message;
    if (text !== this.current) this.log(`entix: the content has a problem the build would fail on:\n${text}`);
    this.current = text;
    const first = e.problems[0];
    const file = first ? resolve(this.root, first.file) : undefined;
    return {
      message: text,
      stack: '',
      plugin: 'entix:content',
      ...(file ? { id: file } : {}),
      ...(file && first?.line ? { loc: { file, line: first.line, column: first.column ?? 1 } } : {}),
    };
  }

  /** The model built: true when it had failed before, so the page reloads (and the overlay goes). */
  recovered(): boolean {
    const was = this.current !== undefined;
    if (was) this.log('entix: the content problem is fixed');
    this.current = undefined;
    return was;
  }

  /** The problem still open, as an error a module load can throw (the overlay on a fresh page). */
  pending(): Error | undefined {
    if (this.current === undefined) return undefined;
    const err = new Error(this.current);
    err.stack = '';
    return err;
  }
}
