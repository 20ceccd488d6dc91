import { describe, expect, it } from 'vitest';
import { summaryErrors } from './form-errors';

describe('summaryErrors', () => {
  it('flattens nested errors to control ids, in order', () => {
    expect(
      summaryErrors({
        title: { type: 'required', message: 'Select a title' },
        address: { line1: { type: 'min', message: 'Enter address line 1' } },
      }),
    ).toEqual([
      { field: 'title', message: 'Select a title' },
      { field: 'address.line1', message: 'Enter address line 1' },
    ]);
  });
});
