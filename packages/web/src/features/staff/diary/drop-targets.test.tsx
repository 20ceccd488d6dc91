import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { StaffDiary } from '@spa/domain';
import { DropTargets, dragChoicesWords, type DragChoices } from './drop-targets';

afterEach(cleanup);

const diary = {
  OpensAt: '2026-12-01T09:00:00+00:00',
  ClosesAt: '2026-12-01T19:00:00+00:00',
} as StaffDiary;

const choice = (start: string, staff: string) => ({
  StartTime: `2026-12-01T${start}:00+00:00`,
  StaffId: staff,
  StaffName: staff === 't1' ? 'Anna' : 'Ben',
  RoomId: 'r1',
  RoomName: 'Willow',
});

const drag = (choices: DragChoices['choices']): DragChoices => ({
  dragged: { bookingId: 'b1', claimId: 7, label: 'Swedish Massage (60 mins)' },
  minutes: 60,
  choices,
});

describe('where a dragged treatment can go', () => {
  it("highlights the engine's choices on their therapist's row only, spanning the treatment's length", () => {
    render(
      <DropTargets
        diary={diary}
        staffId="t1"
        drag={drag([choice('10:00', 't1'), choice('11:30', 't2'), choice('14:00', 't1')])}
        onDropChoice={() => undefined}
      />,
    );
    const targets = screen.getAllByTestId('drop-target');
    expect(targets.map((t) => t.textContent)).toEqual(['10:00free', '14:00free']);
    expect(targets[0]!.title).toBe('Free: 10:00 with Anna, Willow');
    expect(targets[0]!.style.left).toBe('10%');
    expect(targets[0]!.style.width).toBe('10%');
  });

  it('runs each target to the next one on the row, so that none overlaps another', () => {
    render(
      <DropTargets
        diary={diary}
        staffId="t1"
        drag={drag([choice('10:30', 't1'), choice('10:00', 't1')])}
        onDropChoice={() => undefined}
      />,
    );
    const [first, second] = screen.getAllByTestId('drop-target');
    expect([first!.style.left, first!.style.width]).toEqual(['10%', '5%']);
    expect([second!.style.left, second!.style.width]).toEqual(['15%', '10%']);
    expect(screen.getByTestId('drop-unavailable')).toBeTruthy();
  });

  it('moves to exactly the choice it is dropped on', () => {
    const dropped = vi.fn();
    const offered = choice('14:00', 't1');
    render(<DropTargets diary={diary} staffId="t1" drag={drag([offered])} onDropChoice={dropped} />);
    fireEvent.drop(screen.getByTestId('drop-target'));
    expect(dropped).toHaveBeenCalledWith(offered);
  });

  it('says the choices in words, nearest first, or that there are none', () => {
    expect(dragChoicesWords(null)).toBe('');
    expect(dragChoicesWords(drag(null))).toContain('finding the free places');
    expect(dragChoicesWords(drag([]))).toContain('no free place');
    expect(dragChoicesWords(drag([choice('10:00', 't1'), choice('11:30', 't2')]))).toBe(
      'Moving Swedish Massage (60 mins): free to move to, nearest first: 10:00 with Anna, Willow; 11:30 with Ben, Willow.',
    );
  });
});
