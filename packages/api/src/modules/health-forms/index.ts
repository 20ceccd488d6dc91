/** The health questionnaire: the guest's form, its link and reminder, and the flags staff see. */
export {
  healthFormUrl,
  healthOfBookings,
  sendHealthFormLink,
  sweepHealthReminders,
  type BookingHealth,
  type HealthFormsDeps,
} from './health-forms.service';
