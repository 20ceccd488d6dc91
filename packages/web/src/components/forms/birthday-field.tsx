import { useRef } from 'react';
import { useController } from 'react-hook-form';
import { calendarDay, formatAccountDate, isCalendarDate } from '@spa/domain';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { useFieldError } from './form-fields';

/**
 * The birthday (account-area §2: a date picker with a read-only input): the date shown as the
 * account area writes dates ('1st March 1990'), never typed in a locale's 'mm/dd/yyyy'; 'Choose
 * date' opens the browser's calendar, 'Clear' removes it (it is optional). The read-only input
 * carries the field's id, so the error summary's link lands on it.
 */
export function BirthdayField({ name = 'birthday' }: { name?: string }) {
  const { field } = useController({ name });
  const value = (field.value as string | undefined) ?? '';
  const error = useFieldError(name);
  const picker = useRef<HTMLInputElement>(null);
  const choose = (day: string) => field.onChange(day);
  const open = () => {
    const input = picker.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.focus();
  };
  return (
    <div className="flex flex-col gap-2">
      <TextField
        id={name}
        label="Birthday (optional)"
        hint="Choose the date with the calendar."
        readOnly
        value={isCalendarDate(value) ? formatAccountDate(value) : ''}
        placeholder="Not given"
        error={error}
        containerClassName="sm:max-w-sm"
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={open}>
          Choose date
        </Button>
        {value && (
          <Button variant="link" onClick={() => choose('')}>
            Clear birthday
          </Button>
        )}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${name}-picker`}
          className="sr-only"
          min="1900-01-01"
          max={calendarDay(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)}
          value={value}
          onChange={(event) => choose(event.target.value)}
        />
      </div>
    </div>
  );
}
