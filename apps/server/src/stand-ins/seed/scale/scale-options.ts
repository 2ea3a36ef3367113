/**
 * The seed's size flags (`npm run db:seed -- --merchants N --members N --transactions N`), checked all
 * at once: each is a whole number from 0 to its limit, and transactions need members to belong to.
 */
export interface ScaleOptions {
  merchants?: number;
  members?: number;
  transactions?: number;
}

export const SCALE_LIMITS = { merchants: 1_000_000, members: 1_000_000, transactions: 10_000_000 } as const;

const FLAGS = Object.keys(SCALE_LIMITS) as (keyof ScaleOptions)[];

export class ScaleOptionsError extends Error {}

/** Reads the flags from the arguments after the command; throws ScaleOptionsError listing every problem. */
export function parseScaleOptions(args: readonly string[]): ScaleOptions {
  const options: ScaleOptions = {};
  const problems: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const [flag, inline] = arg.startsWith('--') ? arg.slice(2).split('=', 2) : [undefined, undefined];
    const name = FLAGS.find((f) => f === flag);
    if (!name) {
      problems.push(`unknown argument "${arg}" (expected ${FLAGS.map((f) => `--${f} N`).join(', ')})`);
      continue;
    }
    const text = inline ?? args[++i];
    const limit = SCALE_LIMITS[name];
    // Digits only (underscores or commas as thousands separators allowed): "1e6" or "-5" is a typo, not a count.
    const value = text !== undefined && /^[0-9][0-9_,]*$/.test(text) ? Number(text.replace(/[_,]/g, '')) : NaN;
    if (!Number.isSafeInteger(value) || value > limit) {
      problems.push(
        `--${name} takes a whole number from 0 to ${limit} (got ${text === undefined ? 'nothing' : `"${text}"`})`,
      );
    } else if (options[name] !== undefined) {
      problems.push(`--${name} is given twice`);
    } else {
      options[name] = value;
    }
  }
  if ((options.transactions ?? 0) > 0 && options.members === 0) {
    problems.push('--transactions needs members to dine: --members must be more than 0');
  }
  if (problems.length > 0) throw new ScaleOptionsError(problems.join('\n'));
  return options;
}
