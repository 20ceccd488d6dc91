import { describe, expect, it } from 'vitest';
import { stepAfter, stepBefore } from './step-order';

const order = ['a', 'b', 'c', 'd'] as const;
const notB = (s: string) => s !== 'b';

describe('stepAfter and stepBefore', () => {
  it('skip the screens that do not apply, either way', () => {
    expect(stepAfter(order, 'a', notB)).toBe('c');
    expect(stepBefore(order, 'c', notB)).toBe('a');
  });

  it('find nothing past either end', () => {
    expect(stepAfter(order, 'd', notB)).toBeUndefined();
    expect(stepBefore(order, 'a', notB)).toBeUndefined();
  });
});
