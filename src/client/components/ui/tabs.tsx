import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: ReactNode; panel: ReactNode };

type Props<K extends string> = {
  items: TabItem<K>[];
  selected: K;
  onChange: (key: K) => void;
  /** Names the tab list for screen readers. */
  label: string;
};

/** Tabs with arrow-key navigation; the selected key is owned by the caller (e.g. the URL). */
export function Tabs<K extends string>({ items, selected, onChange, label }: Props<K>) {
  const index = Math.max(
    0,
    items.findIndex((i) => i.key === selected),
  );
  return (
    <TabGroup selectedIndex={index} onChange={(i) => onChange(items[i]!.key)}>
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {items.map((item) => (
          <Tab
            key={item.key}
            className="whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[selected]:border-indigo-600 data-[selected]:text-indigo-700"
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {items.map((item) => (
          <TabPanel key={item.key} unmount>
            {item.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
