import { Quote } from "lucide-react"
import type { Testimonial } from "../../core/content/testimonials.ts"

/** spec A §2, §3: the guests' testimonials, the active ones in their sequence. */
export const TestimonialsBlock = ({ testimonials }: { readonly testimonials: ReadonlyArray<Testimonial> }) => (
  <ul className="testimonials">
    {testimonials.map((testimonial) => (
      <li key={`${testimonial.sequence}-${testimonial.name}`} className="testimonial">
        <Quote size={24} aria-hidden="true" className="testimonial__mark" />
        <blockquote className="testimonial__text">{testimonial.description}</blockquote>
        <div className="testimonial__who">
          {testimonial.src === "" ? null : <img src={testimonial.src} alt="" width={48} height={48} loading="lazy" className="testimonial__photo" />}
          <p>
            <span className="testimonial__name">{testimonial.name}</span>
            {testimonial.title === "" ? null : <span className="testimonial__title">{testimonial.title}</span>}
          </p>
        </div>
      </li>
    ))}
  </ul>
)
