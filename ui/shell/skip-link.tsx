/** The first stop for keyboard users: straight past the header to the page's content. */
export const MAIN_CONTENT_ID = "main-content"

export const SkipLink = () => (
  <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
    Skip to content
  </a>
)
