import { Button } from '@client/components/ui';

/** Cancel and Save Changes under a profile card's form. */
export function FormButtons({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        Save Changes
      </Button>
    </div>
  );
}
