import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useEndSession } from '../../../lib/spa-day/session-api';
import { forgetSessionId } from '../../../lib/spa-day/remembered-session';

/** Cancel on every screen: asks first, then ends the session and returns to the site root. */
export function CancelBooking({ sessionId }: { sessionId?: string }) {
  const [open, setOpen] = useState(false);
  const end = useEndSession();
  const confirm = async () => {
    if (sessionId) await end.mutateAsync(sessionId).catch(() => undefined);
    forgetSessionId();
    window.location.assign('/');
  };
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)} className="no-print">
        Cancel
      </Button>
      <Modal
        open={open}
        title="Are you sure? You will have to start over!"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Continue booking
            </Button>
            <Button variant="danger" busy={end.isPending} onClick={() => void confirm()}>
              Cancel booking
            </Button>
          </>
        }
      >
        <p>Your choices and any times held for you will be released.</p>
      </Modal>
    </>
  );
}
