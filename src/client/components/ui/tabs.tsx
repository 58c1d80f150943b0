import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, type ReactNode } from 'react';
import { revealInFrame, useScrollCue } from '@client/lib/use-scroll-cue';

export type TabItem<K extends string> = { key: K; label: ReactNode; panel: ReactNode };

type Props<K extends string> = {
  items: TabItem<K>[];
  selected: K;
  onChange: (key: K) => void;
  /** Names the tab list for screen readers. */
  label: string;
};

/**
 * Tabs with arrow-key navigation; the selected key is owned by the caller (e.g. the URL). On a
 * narrow screen the strip scrolls sideways, fades the edge that has more tabs, and keeps the
 * selected tab in view (opened from a link, or tapped while half hidden): docs/product.md#widths.
 */
export function Tabs<K extends string>({ items, selected, onChange, label }: Props<K>) {
  const strip = useScrollCue<HTMLDivElement>();
  const index = Math.max(
    0,
    items.findIndex((i) => i.key === selected),
  );
  useEffect(() => {
    // A frame later: a tab chosen through the URL re-renders the route, and the router's scroll
    // restoration then puts the strip back where it was on the previous URL.
    const frame = requestAnimationFrame(() => {
      const tab = strip.current?.children[index];
      if (strip.current && tab instanceof HTMLElement) revealInFrame(strip.current, tab);
    });
    return () => cancelAnimationFrame(frame);
  }, [strip, index]);
  return (
    <TabGroup selectedIndex={index} onChange={(i) => onChange(items[i]!.key)}>
      <div className="relative">
        <TabList
          ref={strip}
          aria-label={label}
          className="scroll-cue-x peer flex gap-1 border-b border-slate-200"
        >
          {items.map((item) => (
            <Tab
              key={item.key}
              className="whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[selected]:border-indigo-600 data-[selected]:text-indigo-700"
            >
              {item.label}
            </Tab>
          ))}
        </TabList>
        <MoreMark side="start" />
        <MoreMark side="end" />
      </div>
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

/** The chevron over a faded edge of the strip; taps go through it to the tab beneath. */
function MoreMark({ side }: { side: 'start' | 'end' }) {
  const place = side === 'start' ? 'left-0 peer-data-[more-start]:flex' : 'right-0 peer-data-[more-end]:flex';
  return (
    <span
      aria-hidden
      className={`pointer-events-none absolute inset-y-0 hidden items-center text-lg font-semibold text-slate-500 ${place}`}
    >
      {side === 'start' ? '‹' : '›'}
    </span>
  );
}
