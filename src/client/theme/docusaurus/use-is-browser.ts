import { useMounted } from '../hooks.ts';

/** `@docusaurus/useIsBrowser`: false while prerendering and hydrating (so both render alike), true after. */
export default function useIsBrowser(): boolean {
  return useMounted();
}
