import { describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from '../catalogue/testing/demo-catalogue';
import {
  ExtraFormSchema,
  RoomFormSchema,
  SpaDayFormSchema,
  TherapistFormSchema,
} from '../contract/catalogue-forms.schemas';
import { applyCatalogueEdits, diffCatalogues } from '../catalogue/catalogue-edits';
import {
  extraEdit,
  extraFormOf,
  includedValue,
  roomEdits,
  roomFormOf,
  spaDayEdit,
  spaDayFormOf,
  therapistEdit,
  therapistFormOf,
} from './entry-forms';
import { parseCatalogue } from '../catalogue/parse-catalogue';
import { withRanges } from '../contract/testing/weekly-form';

const catalogue = loadDemoCatalogue();
const apply = (edits: Parameters<typeof applyCatalogueEdits>[1]) =>
  parseCatalogue(applyCatalogueEdits(catalogue, edits), 'draft');

describe('the entry forms', () => {
  it('read every package, extra, room and therapist back as it was (a form left alone changes nothing)', () => {
    const edits = [
      ...catalogue.SpaDays.map((p) =>
        spaDayEdit(catalogue, SpaDayFormSchema.parse(spaDayFormOf(catalogue, p.PremierId))),
      ),
      ...catalogue.Extras.map((e) =>
        extraEdit(catalogue, ExtraFormSchema.parse(extraFormOf(catalogue, e.Key))),
      ),
      ...catalogue.TreatmentRooms.flatMap((r) =>
        roomEdits(catalogue, RoomFormSchema.parse(roomFormOf(catalogue, r.RoomId))),
      ),
      ...catalogue.Therapists.map((t) =>
        therapistEdit(catalogue, TherapistFormSchema.parse(therapistFormOf(catalogue, t.StaffId))),
      ),
    ];
    expect(diffCatalogues(catalogue, apply(edits))).toEqual([]);
  });

  it('adds a package whose flags follow what it includes', () => {
    const form = SpaDayFormSchema.parse({
      ...spaDayFormOf(catalogue, null),
      PremierId: 'ELM-NEW',
      DisplayName: 'Morning glow',
      Description: 'A facial and the garden.',
      Price: '99.50',
      AllowedTreatments: 1,
      TreatmentGroups: [
        { DisplayName: 'Facials', Treatments: [includedValue('hydrating-facial', 'HYDF-60')] },
      ],
      SpaGardenCode: catalogue.SpaGardens[0]!.Code,
    });
    const added = apply([spaDayEdit(catalogue, form)]).SpaDays.find((p) => p.PremierId === 'ELM-NEW')!;
    expect(added).toMatchObject({
      Price: 9950,
      HasTreatments: true,
      HasSpaGarden: true,
      HasDining: false,
      HasExtras: false,
      TreatmentGroups: [
        {
          DisplayName: 'Facials',
          Treatments: [{ TreatmentId: 'hydrating-facial', IncludedCode: 'HYDF-60' }],
        },
      ],
    });
  });

  it('lets a room host a treatment by giving the treatment its type of room', () => {
    const rain = roomFormOf(catalogue, 'TR-08');
    const hosted = catalogue.Treatments.find((t) => !rain.Treatments.includes(t.Id))!;
    const next = apply(roomEdits(catalogue, { ...rain, Treatments: [...rain.Treatments, hosted.Id] }));
    expect(next.Treatments.find((t) => t.Id === hosted.Id)!.RoomTypes).toContain('wet');
  });

  it('gives a therapist a skill and two shifts on one day', () => {
    const form = therapistFormOf(catalogue, 'TH-01');
    const next = apply([
      therapistEdit(catalogue, {
        ...form,
        Skills: [...form.Skills, 'reflexology'],
        Shifts: withRanges(form.Shifts, 6, [
          ['09:00', '12:00'],
          ['13:00', '17:00'],
        ]),
      }),
    ]);
    const amelia = next.Therapists.find((t) => t.StaffId === 'TH-01')!;
    expect(amelia.Skills).toContain('reflexology');
    expect(amelia.Shifts.filter((s) => s.Weekday === 6)).toHaveLength(2);
  });

  it('names the field a manager got wrong', () => {
    const result = ExtraFormSchema.safeParse({
      ...extraFormOf(catalogue, 'MUDROOM'),
      Codes: [{ Code: 'MUD-60', PremierId: 'MUD-9G', Guests: '9', Price: 'ninety' }],
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['Codes.0.Guests', 'Codes.0.Price']);
  });
});
