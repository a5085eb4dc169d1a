import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** Rendered by its parent Tabs; on its own it just shows its content. */
export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
