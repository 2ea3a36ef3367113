import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * A button that opens a panel of links (the disclosure pattern, which suits site navigation better than an
 * application menu), with the keyboard the spec asks of the main menu (part 1 §2 Shell): Escape closes and
 * returns focus to the button, the arrow keys move between the links, Home and End jump to the first and
 * last; a click outside or on a link closes it, and so does moving focus out of it.
 */

const ITEM_SELECTOR = 'a[href], button:not([disabled])';

export function useDisclosureMenu<Panel extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  /** Which item takes focus once the panel has rendered open. */
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const list = items();
    (pendingFocus.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  const openWithFocus = (target: 'first' | 'last') => {
    pendingFocus.current = target;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const target = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const list = items();
        (target === 'first' ? list[0] : list[list.length - 1])?.focus();
      } else openWithFocus(target);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const list = items();
    if (list.length === 0) return;
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index <= 0 ? list.length - 1 : index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(list.length - 1);
        break;
    }
  };

  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest(ITEM_SELECTOR)) close(false);
  };

  return {
    open,
    close,
    containerRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => (open ? close(false) : setOpen(true)),
      onKeyDown: onButtonKeyDown,
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
      hidden: !open,
      onKeyDown: onPanelKeyDown,
      onClick: onPanelClick,
    },
  };
}
