import { Button } from '../../../components/ui/button';

/** A catalogue change form's buttons: save, preview as guests see its date, retire (an entry that has one), cancel. */
export function ChangeActions({
  saving,
  previewing,
  onPreview,
  retireLabel,
  onRetire,
  onCancel,
}: {
  saving: boolean;
  previewing: boolean;
  onPreview: () => void;
  retireLabel?: string;
  onRetire?: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" busy={saving}>
        Save the change
      </Button>
      <Button variant="secondary" busy={previewing} onClick={onPreview}>
        Preview as guests see it
      </Button>
      {onRetire && (
        <Button variant="secondary" busy={saving} onClick={onRetire}>
          {retireLabel}
        </Button>
      )}
      <Button variant="link" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
