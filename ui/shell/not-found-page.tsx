import { Compass } from "lucide-react"
import { Link } from "react-router-dom"
import { NOT_FOUND_TITLE } from "../../core/content/messages.ts"
import { HOME_ROUTE } from "../../core/routes.ts"
import { buttonClassName } from "../kit/button.tsx"

/** A real 404 page for any path the site does not serve. */
export const NotFoundPage = () => {
  return (
    <section className="container status-page" aria-labelledby="not-found-title">
      <Compass size={48} aria-hidden="true" className="status-page__icon" />
      <h1 id="not-found-title">{NOT_FOUND_TITLE}</h1>
      <p>The page you asked for is not here. It may have moved, or the link may be mistyped.</p>
      <Link to={HOME_ROUTE} className={buttonClassName("primary")}>
        Back to the home page
      </Link>
    </section>
  )
}
