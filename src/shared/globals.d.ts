// Set by the build (Node) while vite-prerender-plugin runs the client bundle, to report progress.
declare var __entixPrerendered: ((url: string) => void) | undefined;
// Set by the build (src/node/build/render-ahead.ts): a second thread prerendering pages ahead.
declare var __entixRenderAhead: { start(moduleUrl: string, urls: string[]): void; take(url: string): Promise<unknown> | undefined } | undefined;
// Set by the build (src/node/build/output-plugin.ts): prerendered bodies by page, placed after vite-prerender-plugin.
declare var __entixBodies: Map<string, string> | undefined;
