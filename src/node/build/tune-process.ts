import { leanHeap } from './lean-heap.ts';
import { quickExit } from './quick-exit.ts';

/** The global MessagePort (DOM-shaped in typings), with Node's unref. */
type Port = InstanceType<typeof MessageChannel>['port1'] & { unref?: () => void };

/** Node re-refs a port when a message handler is set, so unref after every assignment. */
function unrefAlways(port: Port): void {
  const proto = Object.getPrototypeOf(port) as object;
  const desc = Object.getOwnPropertyDescriptor(proto, 'onmessage') ?? Object.getOwnPropertyDescriptor(Object.getPrototypeOf(proto) as object, 'onmessage');
  Object.defineProperty(port, 'onmessage', {
    configurable: true,
    get: () => desc?.get?.call(port),
    set: (fn: unknown) => {
      desc?.set?.call(port, fn);
      port.unref?.();
    },
  });
  port.unref?.();
}

/**
 * vite-prerender-plugin runs the client bundle inside this Node process, and React's browser
 * server renderer opens a MessageChannel whose ports keep Node alive, so the build would never
 * exit: in a build, channels are created unref'd.
 */
function unrefMessageChannels(): void {
  const Original = globalThis.MessageChannel;
  if ((Original as { entixUnref?: true }).entixUnref) return;
  globalThis.MessageChannel = class extends Original {
    static entixUnref = true as const;
    constructor() {
      super();
      for (const port of [this.port1, this.port2]) unrefAlways(port);
    }
  };
}

/**
 * What a build changes in its own process, set once from the build entry (vite.config.ts) before
 * any plugin runs, not by the plugins: a fixed heap growth (lean-heap.ts), an exit as soon as the
 * event loop is empty (quick-exit.ts), and unref'd MessageChannels (above). The dev server and
 * preview are left as they are.
 */
export function tuneBuildProcess(command: 'build' | 'serve'): void {
  if (command !== 'build') return;
  leanHeap();
  quickExit();
  unrefMessageChannels();
}
