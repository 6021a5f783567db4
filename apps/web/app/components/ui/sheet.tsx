import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import type { ModalCloseReason } from "../../lib/shell-store.ts";
import { Icon } from "./icon.tsx";
import { useReturnFocus } from "./return-focus.ts";

export interface SheetProps {
  open: boolean;
  title: ReactNode;
  onClose: (reason: ModalCloseReason) => void;
  side?: "left" | "right";
  closeLabel?: string;
  className?: string;
  /** Where focus goes on close; by default the element focused when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/** A side sheet (drawer) on Radix Dialog: focus trap, Esc closes, focus returns. */
export function Sheet({
  open,
  title,
  onClose,
  side = "left",
  closeLabel = "Close",
  className,
  returnFocusRef,
  children,
}: SheetProps) {
  const onCloseAutoFocus = useReturnFocus(open, returnFocusRef);
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-backdrop" />
        <Dialog.Content
          className={`sheet sheet--${side}${className ? ` ${className}` : ""}`}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onClose("back");
          }}
          onPointerDownOutside={(event) => {
            event.preventDefault();
            onClose("outside");
          }}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="sheet__header">
            <Dialog.Title className="sheet__title">{title}</Dialog.Title>
            <button
              type="button"
              className="icon-button"
              aria-label={closeLabel}
              onClick={() => onClose("cross")}
            >
              <Icon name="close" />
            </button>
          </div>
          <div className="sheet__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
