import { codeBundle } from './code-bundle.ts';

/**
 * A worker module of ours as one plain JS file (code-bundle.ts), so its thread starts without tsx:
 * tsx registers loader hooks that run on a thread of their own and compile each module as it
 * loads, which cost the highlight worker ~0.5 s before its first block, on the build's critical path.
 * Undefined when bundling failed: tsx then runs the module, only slower to start.
 */
export function workerScript(root: string, file: string): Promise<string | undefined> {
  const key = `${root}\0${file}`;
  let script = scripts.get(key);
  if (!script) {
    script = codeBundle(root, file).catch(() => undefined);
    scripts.set(key, script);
  }
  return script;
}

const scripts = new Map<string, Promise<string | undefined>>();
