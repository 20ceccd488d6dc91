import type { FrameLocator, Page } from '@playwright/test';

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
  /** Runs `work` without counting it (what the browser does for the guest, counted apart). */
  quietly: <T>(work: () => Promise<T>) => Promise<T>;
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
  let quiet = false;
  const tally: InteractionTally = {
    clicks: 0,
    keystrokes: 0,
    stop: () => {
      Object.assign(proto, originals);
      return { clicks: tally.clicks, keystrokes: tally.keystrokes, total: tally.clicks + tally.keystrokes };
    },
    quietly: async (work) => {
      quiet = true;
      try {
        return await work();
      } finally {
        quiet = false;
      }
    },
  };
  for (const method of ['click', 'check', 'uncheck', 'selectOption'] as const)
    proto[method] = function (this: unknown, ...args: unknown[]) {
      if (!quiet) tally.clicks += 1;
      return originals[method].apply(this, args);
    };
  proto.fill = function (this: unknown, ...args: unknown[]) {
    const typed = args[0];
    if (!quiet) tally.keystrokes += typeof typed === 'string' ? typed.length : 0;
    return originals.fill.apply(this, args);
  };
  return tally;
}

/**
 * The browser's autofill as a guest uses it (decision 0371): they pick their saved details
 * from the suggestions of one field, and every visible, editable field of the page (or the
 * frame: the card page) whose autocomplete token the details have is filled. One
 * interaction, counted as a click; fields without a token the details have stay as they
 * are, for the journey to fill (counted). Answers the tokens filled, for the journey to check.
 */
export async function autofill(
  scope: Page | FrameLocator,
  tally: InteractionTally,
  saved: Readonly<Record<string, string>>,
): Promise<string[]> {
  const filled: string[] = [];
  await tally.quietly(async () => {
    for (const field of await scope.locator('input[autocomplete], select[autocomplete]').all()) {
      const token = (await field.getAttribute('autocomplete'))?.trim().split(/\s+/).at(-1) ?? '';
      const value = saved[token];
      if (value === undefined || !(await field.isVisible()) || !(await field.isEditable())) continue;
      if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
      filled.push(token);
    }
  });
  tally.clicks += 1;
  return filled;
}
