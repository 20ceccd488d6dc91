import { formatPrice, formatShortDate, type PromotionStatus, type StaffPromotion } from '@spa/domain';
import { TableHead } from '../../../components/staff/table-head';
import { Button } from '../../../components/ui/button';

const STATUS_WORDS: Record<PromotionStatus, string> = { active: 'Active', paused: 'Paused', ended: 'Ended' };

/** "1 Dec 26 – 31 Jan 27", "from 1 Dec 26", "any". */
function daysWords(from: string | null, to: string | null) {
  if (from && to) return `${formatShortDate(from)} – ${formatShortDate(to)}`;
  if (from) return `from ${formatShortDate(from)}`;
  if (to) return `until ${formatShortDate(to)}`;
  return 'any';
}

/** "3 of 100 (1 each)", "3 (first bookings only)". */
function usesWords(p: StaffPromotion) {
  const parts = [p.TotalCap === null ? String(p.Uses) : `${p.Uses} of ${p.TotalCap}`];
  if (p.PerGuestCap !== null) parts.push(`${p.PerGuestCap} per guest`);
  if (p.FirstBookingOnly) parts.push('first bookings only');
  return parts.join(', ');
}

/**
 * The promotion codes as a table: what each takes off and applies to, its dates, uses
 * against its caps and status; a manager edits, pauses, resumes and ends them.
 */
export function PromotionList({
  promotions,
  isManager,
  busy,
  onEdit,
  onStatus,
}: {
  promotions: StaffPromotion[];
  isManager: boolean;
  busy: boolean;
  onEdit: (promotion: StaffPromotion) => void;
  onStatus: (promotion: StaffPromotion, status: PromotionStatus) => void;
}) {
  if (promotions.length === 0) return <p>No promotion codes yet.</p>;
  const headings = [
    'Code',
    'Takes off',
    'Applies to',
    'Visits',
    'Can be used',
    'Uses',
    'Taken off',
    'Status',
  ];
  return (
    <div className="overflow-x-auto rounded-lg bg-white p-4 shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Promotion codes</caption>
        <TableHead headings={isManager ? [...headings, 'Actions'] : headings} />
        <tbody>
          {promotions.map((p) => (
            <tr key={p.Id} className="border-b border-sage-200 align-top">
              <th scope="row" className="py-2 pr-3 font-mono">
                {p.Code}
                {p.Description && <span className="block font-sans font-normal">{p.Description}</span>}
              </th>
              <td className="py-2 pr-3">{p.Value}</td>
              <td className="py-2 pr-3">{p.AppliesTo}</td>
              <td className="py-2 pr-3">{daysWords(p.VisitFrom, p.VisitTo)}</td>
              <td className="py-2 pr-3">{daysWords(p.ValidFrom, p.ValidUntil)}</td>
              <td className="py-2 pr-3">{usesWords(p)}</td>
              <td className="py-2 pr-3 tabular-nums">{formatPrice(p.DiscountPence)}</td>
              <td className="py-2 pr-3">{STATUS_WORDS[p.Status]}</td>
              {isManager && (
                <td className="py-2">
                  <PromotionActions promotion={p} busy={busy} onEdit={onEdit} onStatus={onStatus} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PromotionActions({
  promotion,
  busy,
  onEdit,
  onStatus,
}: {
  promotion: StaffPromotion;
  busy: boolean;
  onEdit: (promotion: StaffPromotion) => void;
  onStatus: (promotion: StaffPromotion, status: PromotionStatus) => void;
}) {
  if (promotion.Status === 'ended') return null;
  const label = (action: string) => `${action} ${promotion.Code}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" aria-label={label('Edit')} onClick={() => onEdit(promotion)}>
        Edit
      </Button>
      <Button
        variant="secondary"
        aria-label={label(promotion.Status === 'paused' ? 'Resume' : 'Pause')}
        disabled={busy}
        onClick={() => onStatus(promotion, promotion.Status === 'paused' ? 'active' : 'paused')}
      >
        {promotion.Status === 'paused' ? 'Resume' : 'Pause'}
      </Button>
      <Button
        variant="danger"
        aria-label={label('End')}
        disabled={busy}
        onClick={() => onStatus(promotion, 'ended')}
      >
        End
      </Button>
    </div>
  );
}
