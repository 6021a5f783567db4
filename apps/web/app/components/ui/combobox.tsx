import { useCombobox } from "downshift";
import "./combobox.css";
import { type ChangeEvent, type ReactNode, type RefObject, useEffect, useState } from "react";

/**
 * An editable combobox with a list of suggestions (WAI-ARIA 1.2 combobox
 * pattern) on downshift's `useCombobox`: role=combobox on the input,
 * aria-expanded, aria-controls, aria-activedescendant, a listbox of options;
 * Down/Up move through the options, Enter chooses, Escape closes (a second
 * Escape clears), Home/End move the caret as the pattern asks. The number of
 * suggestions is announced in a polite live region.
 *
 * Heavy for a first paint: load it lazily (`lazyWithRetry`) and render a plain
 * text input with the same id, name and classes until it arrives.
 */
export interface ComboboxProps<T> {
  /** The input's id (the label's `for`); options get ids under it. */
  id: string;
  label: ReactNode;
  /** Form field name of the text. */
  name: string;
  inputValue: string;
  onInputValueChange: (value: string) => void;
  items: readonly T[];
  selectedItem: T | null;
  onSelectedItemChange: (item: T | null) => void;
  itemToString: (item: T | null) => string;
  itemToKey: (item: T) => string;
  renderItem: (item: T, state: { highlighted: boolean; selected: boolean }) => ReactNode;
  /** Suggestions are on their way (announced, and "nothing found" is held back). */
  loading?: boolean;
  /** Announced and shown when a query finds nothing. */
  emptyText?: string;
  /** Announced with the count, e.g. (n) => `${n} stations found`. */
  countText?: (count: number) => string;
  describedBy?: string | undefined;
  invalid?: boolean;
  placeholder?: string;
  className?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
  onFocus?: () => void;
}

export function Combobox<T>({
  id,
  label,
  name,
  inputValue,
  onInputValueChange,
  items,
  selectedItem,
  onSelectedItemChange,
  itemToString,
  itemToKey,
  renderItem,
  loading = false,
  emptyText = "No results",
  countText = (n) => `${n} result${n === 1 ? "" : "s"}`,
  describedBy,
  invalid = false,
  placeholder,
  className = "combobox",
  inputRef,
  autoFocus = false,
  onFocus,
}: ComboboxProps<T>) {
  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getMenuProps,
    getInputProps,
    getItemProps,
    openMenu,
  } = useCombobox<T>({
    id: `${id}-combobox`,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
    getItemId: (index) => `${id}-option-${index}`,
    items: items as T[],
    itemToString,
    itemToKey: (item) => (item === null ? null : itemToKey(item)),
    inputValue,
    selectedItem,
    // Typing reaches the parent from the input's own change event (below), in the
    // same event: downshift reports changes in an effect after its render, and a
    // controlled value that lags a render drops the keys typed meanwhile. Other
    // changes of the text (an option chosen, Escape) come from downshift.
    onInputValueChange: ({ inputValue: value, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) onInputValueChange(value ?? "");
    },
    onSelectedItemChange: ({ selectedItem: item }) => onSelectedItemChange(item ?? null),
  });

  const query = inputValue.trim();
  const empty = query.length > 0 && !loading && items.length === 0;
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!query) return setAnnouncement("");
    if (loading) return;
    // A short delay lets screen readers finish echoing the typed character first.
    const handle = window.setTimeout(
      () => setAnnouncement(items.length === 0 ? emptyText : countText(items.length)),
      400,
    );
    return () => window.clearTimeout(handle);
  }, [query, loading, items.length, emptyText, countText]);

  const showMenu = isOpen && items.length > 0;
  return (
    <div className={className === "combobox" ? className : `combobox ${className}`}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps sets htmlFor to the input's id */}
      <label {...getLabelProps({ className: `${className}__label` })}>{label}</label>
      <input
        {...getInputProps({
          name,
          type: "text",
          className: `${className}__input`,
          autoComplete: "off",
          spellCheck: false,
          placeholder,
          autoFocus,
          "aria-describedby": describedBy,
          "aria-invalid": invalid || undefined,
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            onInputValueChange(event.currentTarget.value),
          onFocus: () => {
            onFocus?.();
            if (items.length > 0 && !isOpen) openMenu();
          },
          ...(inputRef ? { ref: inputRef } : {}),
        })}
      />
      <ul
        {...getMenuProps({
          className: `combobox__list ${className}__list${showMenu ? "" : " is-hidden"}`,
          "aria-label": typeof label === "string" ? `${label} suggestions` : undefined,
          // A scrolling list is a Tab stop in Chromium; it closes on blur and focus was lost.
          tabIndex: -1,
        })}
      >
        {showMenu
          ? items.map((item, index) => (
              <li
                key={itemToKey(item)}
                className={`combobox__option ${className}__option${highlightedIndex === index ? " is-highlighted" : ""}`}
                {...getItemProps({ item, index })}
              >
                {renderItem(item, {
                  highlighted: highlightedIndex === index,
                  selected: selectedItem !== null && itemToKey(selectedItem) === itemToKey(item),
                })}
              </li>
            ))
          : null}
      </ul>
      {empty && isOpen && emptyText ? (
        <p className={`combobox__empty ${className}__empty`} aria-hidden="true">
          {emptyText}
        </p>
      ) : null}
      {/* role=status is a polite live region; an explicit aria-live would keep the page
          behind an open modal exposed (aria-hidden spares live regions' ancestors). */}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </div>
  );
}
