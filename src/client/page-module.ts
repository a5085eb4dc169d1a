import type { ComponentType } from 'react';
import type { PageModuleExports } from '../shared/page-module.ts';

export type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;

/** What a content route chunk exports: written by the build with pageModuleSource (src/shared/page-module.ts), one type for both. */
export type PageModule = PageModuleExports<MdxContent>;
