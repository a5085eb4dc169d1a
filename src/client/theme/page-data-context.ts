import { createContext, useContext } from 'react';
import type { PageData } from '../../shared/types.ts';

/** The page's build-time data, for components its MDX renders (DocCardList). */
export const PageDataContext = createContext<PageData | undefined>(undefined);

export function usePageData(): PageData | undefined {
  return useContext(PageDataContext);
}
