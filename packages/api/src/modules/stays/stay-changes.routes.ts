import {
  ExtrasResponseSchema,
  StayAddSpaGroupRequestSchema,
  StayAddSpaTreatmentRequestSchema,
  StayAmendAllRequestSchema,
  StayAmendRequestSchema,
  StayAmendSearchRequestSchema,
  StayAmendSearchResponseSchema,
  StaySpaExtrasAvailabilityRequestSchema,
  StaySpaTreatmentAvailabilityRequestSchema,
  TreatmentAvailabilityResponseSchema,
} from '@spa/domain';
import { routePlugin } from '../../lib/route-options';
import { memberOf } from '../identity';
import { stayChangeRoutes } from './stay-change-route';
import { amendStayRoom, amendStayRooms, searchAmendment } from './stay-amend.service';
import {
  addStaySpaGroup,
  addStaySpaTreatments,
  staySpaExtrasAvailability,
  staySpaTreatmentAvailability,
} from './stay-spa.service';

/**
 * Changes to a member's stay beyond packages (account-area §2, §7 Stay): the spa
 * add-ons booked on the spa's diary (decision 150) and amending a room (decision 151).
 * Every call is the signed-in member's own stay: another member's is 404.
 */
export const stayChangesRoutes = routePlugin(['stay'], ({ member, deps }) => {
  const stayChange = stayChangeRoutes(member, deps);
  const taken =
    '409 with the reason when the time has been taken (the booking flow and other stays count too).';

  member.post('/api/stay/spa-treatment-availability/', {
    summary: "Spa treatment times on a day of the member's stay, for the room's guests",
    body: StaySpaTreatmentAvailabilityRequestSchema,
    response: TreatmentAvailabilityResponseSchema,
    handler: (request) => staySpaTreatmentAvailability(deps, memberOf(request).id, request.body),
  });

  member.post('/api/stay/spa-extras-availability/', {
    summary: "Mud room or spa garden times on a day of the member's stay",
    body: StaySpaExtrasAvailabilityRequestSchema,
    response: ExtrasResponseSchema,
    handler: (request) => staySpaExtrasAvailability(deps, memberOf(request).id, request.body),
  });

  stayChange('/api/stay/add-spa-treatment-package/', {
    summary: 'Book spa treatments for guests of a room (therapists and rooms assigned by the server)',
    description: taken,
    body: StayAddSpaTreatmentRequestSchema,
    change: addStaySpaTreatments,
  });

  stayChange('/api/stay/add-spa-mud-package/', {
    summary: 'Book the mud room for guests of a room (2 or more)',
    description: taken,
    body: StayAddSpaGroupRequestSchema,
    change: (on, memberId, body) => addStaySpaGroup(on, memberId, body, 'mud'),
  });

  stayChange('/api/stay/add-spa-garden-package/', {
    summary: 'Book a spa garden session for every guest of a room',
    description: taken,
    body: StayAddSpaGroupRequestSchema,
    change: (on, memberId, body) => addStaySpaGroup(on, memberId, body, 'garden'),
  });

  member.post('/api/stay/amend-search/', {
    summary: 'Rooms and rates free for new dates and guests of a room, priced for the new stay',
    body: StayAmendSearchRequestSchema,
    response: StayAmendSearchResponseSchema,
    handler: (request) => searchAmendment(deps, memberOf(request).id, request.body),
  });

  stayChange('/api/stay/amend/', {
    summary: 'Replace a room with new dates, guests, room type and rate (re-priced by the server)',
    description: '409 with the reason when the room cannot be amended or the room type is full on a night.',
    body: StayAmendRequestSchema,
    change: amendStayRoom,
  });

  stayChange('/api/stay/amend-all/', {
    summary: 'Amend every room of a stay at once: new dates, and each room its guests, room type and rate',
    description:
      'All or nothing, re-priced by the server. 409 naming the room (Leg) that cannot be amended or is full on a night, with Alternatives free for it. A repeat of the requestId changes nothing more.',
    body: StayAmendAllRequestSchema,
    change: amendStayRooms,
  });
});
