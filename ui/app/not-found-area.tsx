import { NotFoundPage } from "../shell/not-found-page.tsx"

/** Lazy: most visits never need it. A default export, as React.lazy wants. */
export default NotFoundPage
