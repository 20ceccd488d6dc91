import { isCalendarDate } from './wire-formats';

/**
 * The searches' rules as plain functions (booking-flow §2, §9), for the search screens
 * to check as the guest types without building a schema at load (decision 186); the
 * search form's schema (booking-forms) applies the same ones.
 */

/** The most characters of a gift voucher or offer code the search keeps. */
export const SEARCH_CODE_MAX_LENGTH = 40;

/** The dates a search offers, 'YYYY-MM-DD', and how the guest reads the first and the last. */
export interface SearchDates {
  earliest: string;
  last: string;
  /** 'tomorrow', or the date written out. */
  earliestText: string;
  lastText: string;
}

/**
 * Why a search date cannot be booked, or null: not a date, before the earliest, after
 * the last (a year ahead).
 *
 * @example searchDateProblem('2026-07-01', dates) // 'Choose a date from tomorrow onwards'
 */
export function searchDateProblem(date: string, dates: SearchDates): string | null {
  if (!isCalendarDate(date) || date < dates.earliest)
    return `Choose a date from ${dates.earliestText} onwards`;
  if (date > dates.last) return `Bookings open a year ahead: choose a date up to ${dates.lastText}`;
  return null;
}
