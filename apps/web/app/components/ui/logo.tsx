/** The Safar mark and word; decorative, the link around it carries the name. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx="8" className="logo__tile" />
        <path
          d="M10 21h12M11 9h10a2 2 0 0 1 2 2v7H9v-7a2 2 0 0 1 2-2zM12 24l-2 3M20 24l2 3M12 14h8"
          className="logo__train"
        />
      </svg>
      <span className="logo__word">Safar</span>
    </span>
  );
}
