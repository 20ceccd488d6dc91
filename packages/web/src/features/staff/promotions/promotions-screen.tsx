import { useRef, useState } from 'react';
import type { StaffPromotion } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { ChangeOutcome } from '../../../components/staff/change-outcome';
import { QueryView } from '../../../components/ui/query-view';
import { useStaff } from '../../../lib/staff-auth';
import { PromotionForm } from './promotion-form';
import { PromotionList } from './promotion-list';
import { usePromotions, usePromotionStatus } from './promotions-api';

/**
 * Promotion codes (issue 23 part 3, decision 0430): the list with uses, caps and status for
 * the spa team; a manager creates, edits, pauses, resumes and ends codes (each change audited).
 */
export function PromotionsScreen() {
  const isManager = useStaff()?.Role === 'spa_manager';
  const list = usePromotions();
  const status = usePromotionStatus();
  // null: no form; 'new'; or the promotion being edited.
  const [editing, setEditing] = useState<StaffPromotion | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = (message: string | null) => {
    setEditing(null);
    setSaved(message);
    requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <div className="flex flex-col gap-6">
      <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
        Promotion codes
      </h1>
      <ChangeOutcome call={status} done={saved} failed="Not changed" />
      {isManager && editing === null && (
        <Button className="self-start" onClick={() => setEditing('new')}>
          New promotion code
        </Button>
      )}
      {isManager && editing !== null && (
        <PromotionForm
          key={editing === 'new' ? 'new' : editing.Id}
          promotion={editing === 'new' ? null : editing}
          onSaved={(p) => done(`${p.Code} is saved: ${p.Value} ${p.AppliesTo}.`)}
          onCancel={() => done(null)}
        />
      )}
      <QueryView query={list} loading="Loading the promotion codes">
        {({ Promotions }) => (
          <PromotionList
            promotions={Promotions}
            isManager={isManager}
            busy={status.isPending}
            onEdit={(p) => setEditing(p)}
            onStatus={(p, next) =>
              status.mutate(
                { id: p.Id, status: next },
                { onSuccess: (after) => setSaved(`${after.Code} is ${after.Status}.`) },
              )
            }
          />
        )}
      </QueryView>
    </div>
  );
}
