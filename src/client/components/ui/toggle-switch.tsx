import { Switch } from '@headlessui/react';

/** An on/off switch (Headless UI's Switch, a role="switch"), labelled by the Field around it. */
export function ToggleSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch
      checked={checked}
      onChange={onChange}
      className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[checked]:bg-indigo-600"
    >
      <span
        aria-hidden
        className="pointer-events-none mt-0.5 ml-0.5 inline-block size-5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-5"
      />
    </Switch>
  );
}
