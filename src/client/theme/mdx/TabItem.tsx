import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /** On the panel, as in Docusaurus. */
  className?: string;
  /** On the tab's button, as in Docusaurus. */
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

/** Rendered by its parent Tabs; on its own it just shows its content. */
export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
