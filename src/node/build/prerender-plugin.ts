import type { Plugin } from 'vite';
import type { PrerenderSession } from './prerender-session.ts';

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
 * Opens the prerender session before vite-prerender-plugin runs the client bundle inside this Node
 * process (generateBundle, order 'pre'; see the hook order in plugin/index.ts). React's browser
 * server renderer opens a MessageChannel whose ports keep Node alive, so the build would never
 * exit; while prerendering, channels are created unref'd.
 */
export function prerenderPlugin(session: PrerenderSession): Plugin {
  const Original = globalThis.MessageChannel;
  const restore = async () => {
    globalThis.MessageChannel = Original;
    await session.close();
  };
  return {
    name: 'entix:prerender',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler() {
        session.open();
        globalThis.MessageChannel = class extends Original {
          constructor() {
            super();
            for (const port of [this.port1, this.port2]) unrefAlways(port);
          }
        };
      },
    },
    renderError: restore,
    closeBundle: restore,
  };
}
