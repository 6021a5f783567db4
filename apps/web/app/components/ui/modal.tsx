import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import type { ModalCloseReason } from "../../lib/shell-store.ts";
import { Icon } from "./icon.tsx";
import { useReturnFocus } from "./return-focus.ts";

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Shown under the title and announced as the dialog's description. */
  description?: ReactNode;
  /** Closes with the reason (spec §4: cross, outside tap, device back, OK). */
  onClose: (reason: ModalCloseReason) => void;
  /** When false there is no close control and Esc / outside taps do nothing. */
  canClose?: boolean;
  /** Hide the title visually (it is still the dialog's name). */
  hideTitle?: boolean;
  className?: string;
  /** Accessible name of the close (cross) button. */
  closeLabel?: string;
  /** Where focus goes on open; by default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on close; by default the element focused when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/**
 * A centred modal dialog on Radix Dialog: focus moves in and is trapped,
 * Esc closes, focus returns to where it was; max 560 px wide, 800 px at the
 * wide breakpoint (spec §9).
 */
export function Modal({
  open,
  title,
  description,
  onClose,
  canClose = true,
  hideTitle = false,
  className,
  closeLabel = "Close",
  initialFocusRef,
  returnFocusRef,
  children,
}: ModalProps) {
  const onCloseAutoFocus = useReturnFocus(open, returnFocusRef);
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-backdrop" />
        <Dialog.Content
          className={className ? `modal ${className}` : "modal"}
          {...(description ? {} : { "aria-describedby": undefined })}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (canClose) onClose("back");
          }}
          onPointerDownOutside={(event) => {
            event.preventDefault();
            if (canClose) onClose("outside");
          }}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            if (!initialFocusRef?.current) return;
            event.preventDefault();
            initialFocusRef.current.focus();
          }}
        >
          <div className="modal__header">
            <Dialog.Title className={hideTitle ? "visually-hidden" : "modal__title"}>
              {title}
            </Dialog.Title>
            {canClose ? (
              <button
                type="button"
                className="icon-button modal__close"
                aria-label={closeLabel}
                onClick={() => onClose("cross")}
              >
                <Icon name="close" />
              </button>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className="modal__message">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
