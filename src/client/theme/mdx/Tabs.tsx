import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.tsx';

/**
 * Docusaurus' Tabs: the default (or first) tab is what the prerendered HTML shows. Clicks and arrow
 * keys are answered page-wide by src/client/dom/tabs.ts, before and after React loads.
 */
export default function Tabs({ children }: { children?: ReactNode; groupId?: string }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const selected = items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  const id = useId();
  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list">
        {items.map((item) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            id={`${id}-${item.props.value}`}
            aria-selected={item.props.value === selected}
            className={`tabs__tab${item.props.value === selected ? ' tabs__tab--active' : ''}`}
            tabIndex={item.props.value === selected ? 0 : -1}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.props.value} role="tabpanel" aria-labelledby={`${id}-${item.props.value}`} data-label={item.props.label ?? item.props.value} hidden={item.props.value !== selected}>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
