/**
 * Popovers inside a modal dialog or drawer (Chakra's documented rule: "to use the Popover within a Dialog, avoid
 * portalling the Popover.Positioner to the document's body"). A portalled popover that takes focus sits outside the
 * dialog's focus trap: the trap pulls the focus back and the popover may close as it opens — under load a click on
 * one of its items was lost (the date shortcut in the waybill list's phone drawer, CI on 2026-11-28). Our Drawer and
 * FormDialog say so through this context; the popovers that move focus into themselves (DateRangePicker,
 * TreeSelect) then render in place, positioned `fixed` so the dialog's scrolling body does not clip them.
 */
import { createContext, useContext, type ReactNode } from 'react';

const InsideOverlayContext = createContext(false);

export function InsideOverlay({ children }: { children: ReactNode }) {
  return <InsideOverlayContext.Provider value>{children}</InsideOverlayContext.Provider>;
}

/** true inside a modal dialog or drawer: render popovers in place (Portal disabled), positioning strategy 'fixed' */
export const useInsideOverlay = () => useContext(InsideOverlayContext);
