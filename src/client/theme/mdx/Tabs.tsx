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
/** A tab as Docusaurus' `values` prop lists it. */
interface TabValue { value: string; label?: string; attributes?: Record<string, unknown> }

interface TabsProps {
  children?: ReactNode;
  groupId?: string;
  queryString?: boolean | string;
  /** The tabs' order and labels, else the TabItems'. */
  values?: TabValue[];
  /** The tab shown first, else the TabItem marked `default`, else the first. */
  defaultValue?: string | null;
  className?: string;
  /** Docusaurus renders only the chosen panel; here every panel is in the page (the tabs switch without React), so it changes nothing. */
  lazy?: boolean;
}

export default function Tabs({ children, groupId, queryString, values, defaultValue, className }: TabsProps) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const tabs: TabValue[] = values ?? items.map((i) => ({ value: i.props.value, label: i.props.label, attributes: i.props.attributes }));
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? tabs[0]?.value;
  const id = useId();
  // Docusaurus' `queryString`: `true` names the choice in the URL by the groupId, a string by itself.
  const queryKey = queryString === true ? groupId : queryString || undefined;
  const block = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if ((groupId || queryKey) && block.current) restoreTabs(block.current);
  }, [groupId, queryKey]);
  // In the tabs' order: the page's tab handler pairs the nth button with the nth panel.
  const panels = tabs.map((t) => items.find((i) => i.props.value === t.value)).filter((i) => i !== undefined);
  const labelOf = (value: string) => tabs.find((t) => t.value === value)?.label ?? items.find((i) => i.props.value === value)?.props.label ?? value;
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} ref={block} data-group-id={groupId} data-query-key={queryKey}>
      <div role="tablist" className="tabs__list">
        {tabs.map((tab) => (
          <button
            {...tab.attributes}
            key={tab.value}
            type="button"
            role="tab"
            data-value={tab.value}
            id={`${id}-${tab.value}`}
            aria-selected={tab.value === selected}
            className={`tabs__tab${tab.value === selected ? ' tabs__tab--active' : ''}`}
            tabIndex={tab.value === selected ? 0 : -1}
          >
            {labelOf(tab.value)}
          </button>
        ))}
      </div>
      {panels.map((item) => (
        <div key={item.props.value} role="tabpanel" className={item.props.className} aria-labelledby={`${id}-${item.props.value}`} data-label={labelOf(item.props.value)} hidden={item.props.value !== selected}>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
