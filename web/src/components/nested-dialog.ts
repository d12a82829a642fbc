import type { FocusEvent, KeyboardEvent } from 'react';

/**
 * Props for a Mantine Modal that opens over another one (the country chooser and the slider
 * captcha open over the auth dialog). Every Mantine modal listens for Escape on window, so one
 * Escape would close both; they skip an event whose target carries `data-mantine-stop-propagation`
 * (what Mantine's own menus inside modals do). This marks whatever takes focus in the nested
 * dialog and lets the nested dialog close itself, so Escape closes only the dialog on top.
 */
export function nestedDialogProps(onClose: () => void) {
  return {
    closeOnEscape: false,
    onFocusCapture: (event: FocusEvent<HTMLElement>) => {
      event.target.setAttribute('data-mantine-stop-propagation', 'true');
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
      event.stopPropagation();
      onClose();
    },
  };
}
