import { InitialsAvatar } from '../section';
import { AudienceSection } from './audience-section';

const BENEFITS = [
  'Post barter or paid campaigns with your budget, deadline and requirements',
  'Review every application with the creator’s niche, reach and portfolio',
  'Accept the right creators and track their submitted work',
  'Approve deliverables or ask for a revision before you pay',
  'Keep campaigns as drafts until they are ready to go live',
] as const;

const SAMPLE_APPLICANTS = [
  {
    name: 'Neha Kulkarni',
    niche: 'Beauty · 48K followers',
    status: 'Accepted',
    tone: 'bg-green-100 text-green-800',
  },
  {
    name: 'Arjun Das',
    niche: 'Lifestyle · 22K followers',
    status: 'Pending',
    tone: 'bg-amber-100 text-amber-900',
  },
  {
    name: 'Fatima Sheikh',
    niche: 'Fashion · 105K followers',
    status: 'Pending',
    tone: 'bg-amber-100 text-amber-900',
  },
] as const;

/** What reviewing applications looks like; decoration only. */
function SampleApplications() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-slate-900">Applications</p>
        <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
          Festive Kurta Edit
        </span>
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {SAMPLE_APPLICANTS.map((a) => (
          <li key={a.name} className="flex items-center gap-3 py-3">
            <InitialsAvatar name={a.name} className="h-10 w-10 text-sm" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{a.name}</span>
              <span className="block truncate text-sm text-slate-600">{a.niche}</span>
            </span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${a.tone}`}>{a.status}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ForBrands() {
  return (
    <AudienceSection
      id="for-brands"
      eyebrow="For Brands"
      title="Find creators who speak to your customers"
      lead="Reach authentic voices across India, from regional micro-creators to established names, without an agency in between."
      benefits={BENEFITS}
      joinAs="brand"
      cta="Start as a Brand"
      aside={<SampleApplications />}
      flip
    />
  );
}
