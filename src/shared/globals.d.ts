// Set by the build (Node) while vite-prerender-plugin runs the client bundle, to report progress.
declare var __entixPrerendered: ((url: string) => void) | undefined;
