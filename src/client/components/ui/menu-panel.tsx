import { MenuItems, Portal, type MenuItemsProps } from '@headlessui/react';
import { useMenuLayerTarget } from './menu-layer';

/**
 * A menu's items floating by its button, in the MenuLayer so a scrolling table does not clip them.
 * Not modal: a modal menu hides the rest of the page from screen readers, leaving a document without
 * its main landmark or heading while the menu is open.
 */
export function MenuPanel(props: MenuItemsProps<'div'>) {
  const target = useMenuLayerTarget();
  const items = <MenuItems modal={false} {...props} />;
  // Headless UI always portals an anchored menu; its portal group picks where to.
  return target?.current ? <Portal.Group target={target}>{items}</Portal.Group> : items;
}
