/** The group's mark: the sun over a Karoo ridge, drawn once here; the wordmark beside it is text. */
export const Logo = () => (
  <span className="logo">
    <svg className="logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#14213d" />
      <circle cx="26" cy="15" r="6" fill="#f2c14e" />
      <path d="M4 31 L14 19 L20 25 L25 20 L36 31 Z" fill="#ffffff" />
      <path d="M4 31 H36" stroke="#f2c14e" strokeWidth="2" />
    </svg>
    <span className="logo__words">
      {/* The space makes the link's text "Karoo Hotels", the words of its name (WCAG 2.5.3, label in name); a grid drops it from the layout. */}
      <span className="logo__name">Karoo</span>{" "}
      <span className="logo__group">Hotels</span>
    </span>
  </span>
)
