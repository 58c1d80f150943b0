import { Container, InitialsAvatar, SectionHeading } from '../section';

const TESTIMONIALS = [
  {
    quote:
      'I found my first paid campaign within a week. The brief, the deadline and the payment were all clear from the start.',
    name: 'Ananya Iyer',
    role: 'Lifestyle creator, Bengaluru',
  },
  {
    quote:
      'We launched a barter campaign for our new tea range and had twenty applications from food creators in two days.',
    name: 'Rohan Mehta',
    role: 'Founder, a Pune tea brand',
  },
  {
    quote:
      'Submitting my reels by link and seeing the review status in one place saves me hours of follow-up messages.',
    name: 'Kabir Singh',
    role: 'Tech reviewer, Delhi',
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-indigo-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Loved by creators and brands" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, role }) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
                <blockquote className="flex-1 text-slate-700">
                  <p>“{quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <InitialsAvatar name={name} />
                  <span>
                    <span className="block font-semibold text-slate-900">{name}</span>
                    <span className="block text-sm text-slate-600">{role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
