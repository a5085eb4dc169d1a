import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.tsx';

/** Shows the panel of a tab button. DOM only, so prerendered tabs work without React too. */
export function selectTab(tab: HTMLElement): void {
  const tabs = tab.closest('.tabs');
  if (!tabs) return;
  const buttons = [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > .tabs__tab')];
  const panels = [...tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
  const index = buttons.indexOf(tab);
  buttons.forEach((b, i) => {
    b.setAttribute('aria-selected', String(i === index));
    b.classList.toggle('tabs__tab--active', i === index);
  });
  panels.forEach((p, i) => { p.hidden = i !== index; });
}

/** Docusaurus' Tabs: the default (or first) tab is what the prerendered HTML shows. */
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
            onClick={(e) => selectTab(e.currentTarget)}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.props.value} role="tabpanel" aria-labelledby={`${id}-${item.props.value}`} hidden={item.props.value !== selected}>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
