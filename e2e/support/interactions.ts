import type { Page } from '@playwright/test';

/**
 * Counts what a guest does in a journey, as the journey's own actions: each click,
 * check or choice in a list is one click; each character typed is one keystroke.
 * Counted on every locator of the page (its frames' too, the card page included)
 * from `countInteractions` until `stop`.
 */
export interface InteractionTally {
  clicks: number;
  keystrokes: number;
  stop: () => { clicks: number; keystrokes: number; total: number };
}

type Method = 'click' | 'check' | 'uncheck' | 'selectOption' | 'fill';

export function countInteractions(page: Page): InteractionTally {
  const proto = Object.getPrototypeOf(page.locator('body')) as Record<
    Method,
    (...args: unknown[]) => unknown
  >;
  const originals = {
    click: proto.click,
    check: proto.check,
    uncheck: proto.uncheck,
    selectOption: proto.selectOption,
    fill: proto.fill,
  };
  const tally: InteractionTally = {
    clicks: 0,
    keystrokes: 0,
    stop: () => {
      Object.assign(proto, originals);
      return { clicks: tally.clicks, keystrokes: tally.keystrokes, total: tally.clicks + tally.keystrokes };
    },
  };
  for (const method of ['click', 'check', 'uncheck', 'selectOption'] as const)
    proto[method] = function (this: unknown, ...args: unknown[]) {
      tally.clicks += 1;
      return originals[method].apply(this, args);
    };
  proto.fill = function (this: unknown, ...args: unknown[]) {
    const typed = args[0];
    tally.keystrokes += typeof typed === 'string' ? typed.length : 0;
    return originals.fill.apply(this, args);
  };
  return tally;
}
