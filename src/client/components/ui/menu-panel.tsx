import { MenuItems, Portal, type MenuItemsProps } from '@headlessui/react';
import { createContext, useContext, useMemo, useState, type MutableRefObject, type ReactNode } from 'react';

/** `target`: the shape Headless UI's portal group takes. */
type Layer = { target: MutableRefObject<HTMLElement | null>; place: (element: HTMLElement | null) => void };
const LayerContext = createContext<Layer | null>(null);

/**
 * Around the app: the menus of a page (the header's too) float in one layer, which the page's
 * MenuLayerSpot puts inside its main landmark. A menu portalled to the end of body would sit outside
 * every landmark (axe's `region`).
 */
export function MenuLayer({ children }: { children: ReactNode }) {
  const [element, place] = useState<HTMLElement | null>(null);
  const layer = useMemo(() => ({ target: { current: element }, place }), [element]);
  return <LayerContext.Provider value={layer}>{children}</LayerContext.Provider>;
}

/** Where the open menus go: the end of the main landmark. */
export function MenuLayerSpot() {
  return <div ref={useContext(LayerContext)?.place} />;
}

/**
 * A menu's items floating by its button, in the MenuLayer so a scrolling table does not clip them.
 * Not modal: a modal menu hides the rest of the page from screen readers, leaving a document without
 * its main landmark or heading while the menu is open.
 */
export function MenuPanel(props: MenuItemsProps<'div'>) {
  const target = useContext(LayerContext)?.target;
  const items = <MenuItems modal={false} {...props} />;
  // Headless UI always portals an anchored menu; its portal group picks where to.
  return target?.current ? <Portal.Group target={target}>{items}</Portal.Group> : items;
}
