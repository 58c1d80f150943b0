import { createContext, useContext, useMemo, useState, type MutableRefObject, type ReactNode } from 'react';

/**
 * Apart from MenuPanel: the app's shell mounts the layer on every page, the landing page too, and
 * this file keeps Headless UI's menus out of the JavaScript every page downloads (docs/decisions/043).
 */

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

/** The element the open menus go into, once a MenuLayerSpot has placed it. */
export const useMenuLayerTarget = () => useContext(LayerContext)?.target;
