import type { Plugin } from 'vite';
import { createRenderAhead, type RenderAhead } from './render-ahead.ts';

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
 * vite-prerender-plugin runs the client bundle inside this Node process. React's browser
 * server renderer opens a MessageChannel whose ports keep Node alive, so the build would
 * never exit; while prerendering, channels are created unref'd.
 */
export function prerenderEnvPlugin(): Plugin {
  const Original = globalThis.MessageChannel;
  let ahead: RenderAhead | undefined;
  return {
    name: 'entix:prerender-env',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler() {
        if (process.env.ENTIX_PRERENDER_WORKER !== '0') globalThis.__entixRenderAhead = (ahead = createRenderAhead());
        globalThis.MessageChannel = class extends Original {
          constructor() {
            super();
            for (const port of [this.port1, this.port2]) unrefAlways(port);
          }
        };
      },
    },
    async closeBundle() {
      globalThis.MessageChannel = Original;
      globalThis.__entixRenderAhead = undefined;
      await ahead?.stop();
      ahead = undefined;
    },
  };
}
