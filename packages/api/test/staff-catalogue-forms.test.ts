import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  includedValue,
  roomEdits,
  roomFormOf,
  spaDayEdit,
  spaDayFormOf,
  therapistEdit,
  therapistFormOf,
  type Catalogue,
  type CatalogueEdit,
} from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import { confirmedSpaDay, createStaffTestApp, type StaffHeaders } from './helpers/staff';
import { daysAhead } from './helpers/spa-journey';
import type { TestApp } from './helpers/test-app';

/**
 * The catalogue's entry forms (issue 24): a package, a room's treatments and a therapist's
 * skills changed through the forms' edits, checked by the catalogue's rules, audited; a
 * therapist retired only when no appointment still needs them; the file's import previewed
 * and round-tripped; staff labels named by the catalogue of the day shown.
 */
describe('the catalogue’s forms, import and the day’s labels', () => {
  let t: TestApp;
  let manager: StaffHeaders;
  let reception: StaffHeaders;

  beforeAll(async () => ({ t, manager, reception } = await createStaffTestApp(['manager', 'reception'])));
  afterAll(() => t.close());

  const wire = (edits: CatalogueEdit[]) =>
    edits.map((e) => ({ Section: e.section, Key: e.key, Entry: e.entry }));
  const change = (EffectiveFrom: string, edits: CatalogueEdit[], headers = manager) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/catalogue/changes',
      headers,
      payload: { EffectiveFrom, Edits: wire(edits) },
    });
  const current = async (date?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/catalogue${date ? `?date=${date}` : ''}`,
      headers: manager,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ Catalogue: Catalogue; Today: string }>();
  };
  const audit = (subject: string) =>
    queryRows<{
      staff_id: string;
      before: { Entry: unknown };
      after: { EffectiveFrom: string; Entry: unknown };
    }>(
      t.db.database.db,
      sql`SELECT staff_id, before, after FROM staff_audit_log WHERE subject = ${subject} ORDER BY id`,
    );
  const importRequest = (url: string, payload: unknown, headers = manager) =>
    t.app.inject({ method: 'POST', url: `/api/staff/catalogue/${url}`, headers, payload: payload as object });

  it('adds a package through its form from a date; guests are offered it from then; audited', async () => {
    const { Catalogue: catalogue } = await current();
    const from = daysAhead(30);
    const form = {
      ...spaDayFormOf(catalogue, null),
      PremierId: 'ELM-FORMS',
      DisplayName: 'Forms Day',
      Description: 'A facial and the garden.',
      Price: '88',
      AllowedTreatments: 1,
      TreatmentGroups: [
        { DisplayName: 'Facials', Treatments: [includedValue('hydrating-facial', 'HYDF-60')] },
      ],
      SpaGardenCode: catalogue.SpaGardens[0]!.Code,
    };
    expect((await change(from, [spaDayEdit(catalogue, form)], reception)).statusCode).toBe(403);
    const saved = await change(from, [spaDayEdit(catalogue, form)]);
    expect(saved.statusCode, saved.body).toBe(200);
    const offered = async (date: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/umbraco/api/spa/getConfiguration?date=${date}` })
      ).body.includes('Forms Day');
    expect(await offered(from)).toBe(true);
    expect(await offered(daysAhead(29))).toBe(false);
    const [row] = await audit('catalogue:SpaDays:ELM-FORMS');
    expect(row).toMatchObject({
      before: { Entry: null },
      after: { EffectiveFrom: from, Entry: { Price: 8800 } },
    });

    const noTreatments = await change(from, [
      spaDayEdit((await current(from)).Catalogue, { ...form, AllowedTreatments: 0 }),
    ]);
    expect(noTreatments.statusCode).toBe(400);
    expect(noTreatments.json().errors[0].field).toBe('Edits.0.Entry.TreatmentGroups');
  });

  it('changes the treatments a room hosts; a treatment left with no room is refused, naming it', async () => {
    const { Catalogue: catalogue, Today } = await current();
    const rain = roomFormOf(catalogue, 'TR-08');
    const added = catalogue.Treatments.find((tr) => !rain.Treatments.includes(tr.Id))!;
    const saved = await change(
      Today,
      roomEdits(catalogue, { ...rain, Treatments: [...rain.Treatments, added.Id] }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await current()).Catalogue.Treatments.find((tr) => tr.Id === added.Id)!.RoomTypes).toContain(
      'wet',
    );

    const only = catalogue.Treatments.find((tr) => tr.RoomTypes.length === 1 && tr.RoomTypes[0] === 'wet');
    if (only) {
      const edits = roomEdits((await current()).Catalogue, {
        ...rain,
        Treatments: rain.Treatments.filter((id) => id !== only.Id),
      });
      const refused = await change(Today, edits);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].field).toMatch(/^Edits\.\d+\.Entry\.RoomTypes/);
    }
  });

  it('gives a therapist a skill; retires one only when no appointment from that date needs them', async () => {
    const { Catalogue: catalogue, Today } = await current();
    const amelia = therapistFormOf(catalogue, 'TH-01');
    const skilled = await change(Today, [
      therapistEdit(catalogue, { ...amelia, Skills: [...amelia.Skills, 'reflexology'] }),
    ]);
    expect(skilled.statusCode, skilled.body).toBe(200);
    expect((await current()).Catalogue.Therapists.find((x) => x.StaffId === 'TH-01')!.Skills).toContain(
      'reflexology',
    );
    const [row] = await audit('catalogue:Therapists:TH-01');
    expect(row?.after.Entry).toMatchObject({ Skills: expect.arrayContaining(['reflexology']) });

    const booking = await confirmedSpaDay(t, 12);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/staff/bookings/${booking.id}`,
      headers: manager,
    });
    const staffId = detail
      .json()
      .Items.flatMap((i: { StaffId?: string }) => (i.StaffId ? [i.StaffId] : []))[0];
    const busy = await change(daysAhead(12), [
      { section: 'Therapists', key: staffId as string, entry: null },
    ]);
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json().message).toMatch(/confirmed treatment/);
  });

  it('exports, previews and imports the file: a round trip changes nothing; bad files are named, never a 500', async () => {
    const from = daysAhead(40);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/staff/catalogue/export?date=${from}`,
      headers: manager,
    });
    const document = exported.json<Catalogue>();
    const same = await importRequest('import/preview', { EffectiveFrom: from, Catalogue: document });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({ EffectiveFrom: from, Changes: [], Others: [] });
    const again = await importRequest('import', { EffectiveFrom: from, Catalogue: document });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('Catalogue');

    const renamed = structuredClone(document);
    renamed.Therapists[0]!.DisplayName = 'Renamed by file';
    renamed.Resort.BookingMessage = 'From the file';
    const diff = await importRequest('import/preview', { EffectiveFrom: from, Catalogue: renamed });
    expect(diff.json()).toEqual({
      EffectiveFrom: from,
      Changes: [{ Section: 'Therapists', Key: document.Therapists[0]!.StaffId, Change: 'changed' }],
      Others: ['Resort'],
    });

    const broken = await importRequest('import/preview', {
      EffectiveFrom: from,
      Catalogue: { ...document, SpaDays: [{ ...document.SpaDays[0], Price: 'free' }] },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].field).toMatch(/^Catalogue\.SpaDays\[0\].*\.Price$/);
    const notACatalogue = await importRequest('import', { EffectiveFrom: from, Catalogue: [1, 2] });
    expect(notACatalogue.statusCode).toBe(400);
    expect(notACatalogue.json().errors[0].field).toMatch(/Catalogue/);
    const huge = await importRequest('import', {
      EffectiveFrom: from,
      Catalogue: { ...document, Padding: 'x'.repeat(600 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(
      (await importRequest('import/preview', { EffectiveFrom: from, Catalogue: document }, reception))
        .statusCode,
    ).toBe(403);
  });

  it('names a booking’s treatment in the diary and on the booking as the catalogue of its day does', async () => {
    const earlier = await confirmedSpaDay(t, 14);
    const later = await confirmedSpaDay(t, 16);
    const { Catalogue: catalogue } = await current(daysAhead(15));
    const renamed = catalogue.Treatments.map((tr) => ({
      section: 'Treatments' as const,
      key: tr.Id,
      entry: { ...tr, DisplayName: `${tr.DisplayName} (new)` },
    }));
    expect((await change(daysAhead(15), renamed)).statusCode).toBe(200);

    const names = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}`, headers: manager }))
        .json<{ Items: { DisplayName: string }[] }>()
        .Items.map((i) => i.DisplayName);
    const labels = async (days: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/diary?date=${daysAhead(days)}`,
          headers: reception,
        })
      )
        .json<{ Entries: { Label: string }[] }>()
        .Entries.map((e) => e.Label);
    const renamedOnes = (list: string[]) => list.filter((name) => name.includes('(new)'));

    expect(renamedOnes(await names(earlier.id))).toEqual([]);
    expect(renamedOnes(await labels(14))).toEqual([]);
    expect((await labels(14)).length).toBeGreaterThan(0);
    expect(renamedOnes(await names(later.id)).length).toBeGreaterThan(0);
    expect(renamedOnes(await labels(16)).length).toBeGreaterThan(0);
  });
});
