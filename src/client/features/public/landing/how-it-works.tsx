import { CompassIcon, HandshakeIcon, UserIcon } from '@client/components/icons';
import { Container, SectionHeading } from '../section';

const STEPS = [
  {
    title: 'Create your profile',
    text: 'Sign up as an influencer or a brand and tell others who you are: your niche, audience and platforms, or your company and what it sells.',
    Icon: UserIcon,
  },
  {
    title: 'Explore and connect',
    text: 'Creators browse active campaigns and apply in a click. Brands post barter or paid campaigns and review the creators who apply.',
    Icon: CompassIcon,
  },
  {
    title: 'Collaborate and grow',
    text: 'Agree on the brief, submit your work for review and get paid. Every collaboration builds your portfolio and your reach.',
    Icon: HandshakeIcon,
  },
] as const;

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How It Works"
          title="From sign-up to your first collaboration in three steps"
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, text, Icon }, i) => (
            <li key={title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-600 text-white">
                  <Icon className="h-6 w-6" />
                </span>
                <span className="text-sm font-semibold text-indigo-700">Step {i + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
