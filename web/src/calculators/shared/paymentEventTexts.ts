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
  return (
    `With the extra payments, ${lower}the loan is repaid in month ${formatPlain(repaid.count)} ` +
    `(${inYears(repaid.count)}), ${sooner(saved.months)}, with ${money(saved.interest)} less ` +
    'interest.'
  );
}

/** The extra payments in words: '₹5,000 every month; ₹50,000 in month 12'. */
function eventList(events: PaymentEvents, money: Money, words: LoanWords): string {
  const parts: string[] = [];
  const monthly = decimal(events.extraMonthly ?? 0).toNumber();
  const yearly = decimal(events.extraYearly ?? 0).toNumber();
  if (monthly > 0) parts.push(`${money(monthly)} every month`);
  if (yearly > 0) parts.push(`${money(yearly)} with every twelfth ${words.instalment}`);
  for (const prepayment of events.prepayments ?? []) {
    parts.push(`${money(prepayment.amount)} in month ${formatPlain(prepayment.month)}`);
  }
  return parts.join('; ');
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
      `balance: ${eventList(events, money, words)}`,
    events.reduce === 'payment'
      ? `After each extra payment the ${instalment} is worked out again by the formula above, ` +
        `with P the balance and n the months left of the ${words.term}, rounded the same way: ` +
        `it ends at ${money(repaid.finalPayment)}, and the balance reaches 0 in month ` +
        `${formatPlain(repaid.count)}`
      : `The ${instalment} stays ${money(repaid.payment)}, so the balance reaches 0 in month ` +
        `${formatPlain(repaid.count)} instead of month ${formatPlain(plain.count)}`,
    `Total payment = ${instalment}s ${money(instalments)} + extra payments ` +
      `${money(repaid.totalExtra)} = ${money(repaid.totalPaid)}`,
    `Interest saved = the interest without extra payments − with them = ` +
      `${money(plain.totalInterest)} − ${money(repaid.totalInterest)} = ${money(saved.interest)}`,
  ];
}
