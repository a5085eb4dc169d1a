import type { ComponentPropsWithoutRef } from 'react';
import { SmartLink } from '../mdx/SmartLink.tsx';

/** `@docusaurus/Link` for pages moved from Docusaurus: `to` or `href`, as a Markdown link renders. */
export default function Link({ to, href, ...rest }: ComponentPropsWithoutRef<'a'> & { to?: string }) {
  return <SmartLink href={to ?? href} {...rest} />;
}
