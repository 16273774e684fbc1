import { formatPlain } from '../../domain/format.ts';
import { decimal } from '../../engine/money.ts';
import { inYears, savings, type PaymentEvents, type Schedule } from './amortize.ts';
import type { LoanWords } from './paymentEvents.ts';

// What a loan's extra payments change, in words: the sentence under the results and the lines of
// "How this was calculated", for the loan calculators that offer payment events.

type Money = (value: number) => string;

/** '4 years 5 months' sooner, or 'no sooner'. */
function sooner(months: number): string {
  return months > 0 ? `${inYears(months)} sooner` : 'no sooner';
}

/** The sentence under the results: the new payoff month, or the lower instalment, and the saving. */
export function eventsSummary(
  plain: Schedule,
  repaid: Schedule,
  events: PaymentEvents,
  money: Money,
  words: LoanWords,
): string {
  const saved = savings(plain, repaid);
  const lower =
    events.reduce === 'payment' && repaid.finalPayment < repaid.payment
      ? `the ${words.instalment} falls to ${money(repaid.finalPayment)} and `
      : '';
  // Reworked EMIs, each rounded to the cent, can cost a few cents more than they save.
  const interest =
    saved.interest > 0
      ? `${money(saved.interest)} less interest`
      : saved.interest < 0
        ? `${money(-saved.interest)} more interest`
        : 'the same interest';
  return (
    `With the extra payments, ${lower}the loan is repaid in month ${formatPlain(repaid.count)} ` +
    `(${inYears(repaid.count)}), ${sooner(saved.months)}, with ${interest}.`
  );
}

/**
 * The prepayments as made: one planned after the loan is repaid is left out, and one larger than
 * what is owed is what was paid; months in a row with the same amount are one run ('₹5,000 in
 * each of months 13 to 215', not 203 items).
 */
function prepaymentList(events: PaymentEvents, repaid: Schedule, money: Money): string[] {
  const runs: { from: number; to: number; amount: number }[] = [];
  for (const prepayment of events.prepayments ?? []) {
    const month = repaid.months[prepayment.month - 1];
    const amount = month ? Math.min(decimal(prepayment.amount).toNumber(), month.extra) : 0;
    if (amount <= 0) continue;
    const last = runs.at(-1);
    if (last && last.amount === amount && last.to === prepayment.month - 1) last.to += 1;
    else runs.push({ from: prepayment.month, to: prepayment.month, amount });
  }
  return runs.map(({ from, to, amount }) =>
    from === to
      ? `${money(amount)} in month ${formatPlain(from)}`
      : `${money(amount)} in each of months ${formatPlain(from)} to ${formatPlain(to)}`,
  );
}

/** The extra payments in words: '₹5,000 every month; ₹50,000 in month 12'. */
function eventList(
  events: PaymentEvents,
  repaid: Schedule,
  money: Money,
  words: LoanWords,
): string {
  const parts: string[] = [];
  const monthly = decimal(events.extraMonthly ?? 0).toNumber();
  const yearly = decimal(events.extraYearly ?? 0).toNumber();
  if (monthly > 0) parts.push(`${money(monthly)} every month`);
  if (yearly > 0) parts.push(`${money(yearly)} with every twelfth ${words.instalment}`);
  parts.push(...prepaymentList(events, repaid, money));
  return parts.length > 0 ? parts.join('; ') : 'none, as the loan is repaid by the month named';
}

/** The lines of "How this was calculated" that the extra payments add. */
export function eventSteps(
  plain: Schedule,
  repaid: Schedule,
  events: PaymentEvents,
  money: Money,
  words: LoanWords,
): string[] {
  const saved = savings(plain, repaid);
  const instalments = decimal(repaid.totalPaid).minus(repaid.totalExtra).toNumber();
  const { instalment } = words;
  return [
    `Extra payments, each made with its month’s ${instalment} and taken straight off the ` +
      `balance: ${eventList(events, repaid, money, words)}`,
    events.reduce === 'payment'
      ? `After each extra payment the ${instalment} is worked out again by the formula above, ` +
        `with P the balance and n the months left of the ${words.term}, rounded the same way: ` +
        `it ends at ${money(repaid.finalPayment)}, and the balance reaches 0 in month ` +
        `${formatPlain(repaid.count)}`
      : `The ${instalment} stays ${money(repaid.payment)}, so the balance reaches 0 in month ` +
        (repaid.count < plain.count
          ? `${formatPlain(repaid.count)} instead of month ${formatPlain(plain.count)}`
          : `${formatPlain(repaid.count)}, as without them`),
    `Total payment = ${instalment}s ${money(instalments)} + extra payments ` +
      `${money(repaid.totalExtra)} = ${money(repaid.totalPaid)}`,
    `Interest saved = the interest without extra payments − with them = ` +
      `${money(plain.totalInterest)} − ${money(repaid.totalInterest)} = ${money(saved.interest)}`,
  ];
}
