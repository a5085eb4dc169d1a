import { Children, isValidElement, useId, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.tsx';
import { restoreTabs } from '../../dom/tabs.ts';

/**
 * Docusaurus' Tabs: the default (or first) tab is what the prerendered HTML shows. Clicks and arrow
 * keys are answered page-wide by src/client/dom/tabs.ts, before and after React loads. A `groupId`
 * block shows the reader's last choice in that group, and a `queryString` block the one its URL
 * names: a page the app renders takes it here, before paint; a prerendered one at boot or when
 * swapped in (restoreTabs).
 */
export default function Tabs({ children, groupId, queryString }: { children?: ReactNode; groupId?: string; queryString?: boolean | string }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const selected = items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  const id = useId();
  // Docusaurus' `queryString`: `true` names the choice in the URL by the groupId, a string by itself.
  const queryKey = queryString === true ? groupId : queryString || undefined;
  const block = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if ((groupId || queryKey) && block.current) restoreTabs(block.current);
  }, [groupId, queryKey]);
  return (
    <div className="tabs" ref={block} data-group-id={groupId} data-query-key={queryKey}>
      <div role="tablist" className="tabs__list">
        {items.map((item) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            data-value={item.props.value}
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
