import { useLocation } from "react-router-dom"
import { WHO_GOVERNS_US, WHO_GOVERNS_US_DESCRIPTION, WHO_LEADS_US, WHO_LEADS_US_DESCRIPTION } from "../../core/content/company-messages.ts"
import { makeTeamModel, teamOf } from "../../core/content/about-us-pages.ts"
import { ContentPage } from "../kit/content-page.tsx"
import { ContentPicture } from "../kit/content-picture.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import "../kit/card-grid.css"
import "./about.css"

/** spec A §2: who leads us (the executive committee) and who governs us (the board): one page for both paths. */
export const TeamPage = () => {
  const team = teamOf(useLocation().pathname)
  const page = useScreenModel(makeTeamModel, { team })
  const board = team === "board"
  return (
    <ContentPage
      title={board ? WHO_GOVERNS_US : WHO_LEADS_US}
      intro={board ? WHO_GOVERNS_US_DESCRIPTION : WHO_LEADS_US_DESCRIPTION}
      head={page.head.value}
      state={page.view.value}
    >
      {(people) => (
        <ul className="card-grid">
          {people.map((person, index) => (
            <li key={person.name} className="content-card">
              {person.picture === null ? null : <ContentPicture url={person.picture.url} alt={person.picture.alt} shape="square" eager={index < 2} />}
              <h2>{person.name}</h2>
              <p className="content-card__meta">{person.title}</p>
              <p>{person.description}</p>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  )
}
