import {
  instalmentsText,
  monthlyRateText,
  monthlyRateWorking,
  stepDigits,
} from './shared/loanSteps.ts';
import { amountInWords } from '../domain/indianNumbers.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { amortize, annuityFactor, annuityPayment } from './shared/amortize.ts';
import { article } from './shared/dates.ts';
import { plainIndian } from './shared/indianPlain.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 141,
  name: 'Home Loan Eligibility Calculator',
  description:
    'Find the largest home loan your income supports: the EMI your FOIR allows after existing EMIs, and the loan it repays.',
  category: 'finance',
  icon: 'home',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'loan-emi-calculator',
    'house-affordability-calculator',
    'debt-to-income-ratio-calculator',
    'amortization-calculator',
  ],
  group: 'Loans',
  keywords:
    'housing finance foir fixed obligation income ratio emi borrowing capacity how much can i borrow',
} satisfies CalculatorRecord;

// Home loan eligibility by FOIR (fixed obligations to income ratio), as Indian lenders size a
// loan (a lender's convention, not a regulation):
//   max EMI = net monthly income × FOIR − existing EMIs
//   max loan = max EMI × (1 − (1 + r)^−n) ÷ r, r = rate ÷ 12 ÷ 100, n = tenure in months
// The loan is rounded down to the rupee (so the EMI, rounded up to the paisa, never exceeds the
// allowance) and repaid on the loans' one schedule (shared/amortize.ts) for the total interest.

const rupees = (value: number) => formatMoney(value, 'INR', 0);
const paise = (value: number) => formatMoney(value, 'INR');
const inWords = (value: number) => (Math.abs(value) >= 100_000 ? amountInWords(value) : null);

const fields = {
  income: {
    kind: 'money',
    label: 'Net monthly income',
    default: '100000',
    min: 0,
    minExclusive: true,
    max: 1_000_000_000,
    help: 'Take-home pay each month (add a co-applicant’s for a joint loan).',
    noun: 'income',
  },
  existing: {
    kind: 'money',
    label: 'Existing EMIs',
    default: '10000',
    min: 0,
    max: 1_000_000_000,
    blankValue: 0,
    help: 'What you already pay each month on other loans; 0 if none.',
    noun: 'existing EMIs',
  },
  rate: {
    kind: 'percent',
    label: 'Interest rate',
    unit: '% a year',
    default: '8.5',
    min: 0,
    max: 30,
    noun: 'interest rate',
  },
  tenure: {
    kind: 'integer',
    label: 'Tenure',
    unit: 'years',
    default: '20',
    min: 1,
    max: 30,
    noun: 'tenure',
  },
  foir: {
    kind: 'percent',
    label: 'FOIR',
    default: '50',
    min: 1,
    max: 80,
    help: 'The share of income a lender lets all EMIs take; usually 40% to 60%.',
    noun: 'FOIR',
  },
} as const;

type Eligibility = Values<typeof fields>;

/** The EMI allowed for the new loan, to the paisa. */
const maxEmiOf = (v: Eligibility) =>
  decimal(v.income).times(v.foir).div(100).minus(v.existing).round(2, 0).toNumber();

/** The largest loan, in whole rupees, whose EMI fits; and its schedule. */
const loanOf = rememberLast((v: Eligibility) => {
  const emi = maxEmiOf(v);
  const n = v.tenure * 12;
  const exact = emi * annuityFactor(v.rate, n);
  // The loan's EMI rounded up to the paisa (less a float's noise), so the last EMI, which settles
  // the balance, is no larger than the others: rounded half-up, an EMI of ₹39,999.99 left
  // ₹40,002.70 for the last month, past the allowance.
  const emiOf = (loan: number) =>
    decimal(annuityPayment(loan, v.rate, n))
      .minus('1e-7')
      .round(2, Big.roundUp)
      .toNumber();
  // A hair under the exact value, so a float just below a whole rupee is not lost.
  let loan = Math.floor(exact + 1e-6);
  while (loan > 0 && emiOf(loan) > emi) loan -= 1;
  const schedule = amortize({ principal: loan, rate: v.rate, payment: emiOf(loan), term: n });
  return { emi, loan, exact, schedule };
});

export default defineCalculator({
  slug: 'home-loan-eligibility-calculator',
  currency: 'INR',
  fields,
  validate: (v) =>
    maxEmiOf(v) < 1
      ? { existing: 'Your existing EMIs already take all the income your FOIR allows' }
      : {},
  outputs: {
    maxLoan: {
      label: 'Eligible loan amount',
      format: 'money',
      emphasis: true,
      caption: (value) => {
        const words = inWords(value);
        return words && `${words} rupees`;
      },
    },
    maxEmi: { label: 'Maximum EMI for the new loan', format: 'money' },
    totalInterest: { label: 'Total interest', format: 'money', caption: inWords },
    totalPayment: { label: 'Total repaid', format: 'money', caption: inWords },
  },
  compute(v) {
    const { emi, loan, schedule } = loanOf(v);
    return {
      maxEmi: emi,
      maxLoan: loan,
      totalInterest: schedule?.totalInterest ?? NaN,
      totalPayment: schedule?.totalPaid ?? NaN,
    };
  },
  summary: (v, r) =>
    `With ${rupees(v.income)} a month and ${rupees(v.existing)} of EMIs, ${article(v.foir)} ${plainIndian(v.foir)}% FOIR leaves ` +
    `${paise(r.maxEmi)} a month for the new EMI: a loan of about ${rupees(r.maxLoan)} over ${v.tenure} ` +
    `year${v.tenure === 1 ? '' : 's'} at ${plainIndian(v.rate)}%.`,
  breakdown: (v, r) => [
    { label: 'Existing EMIs', value: v.existing, palette: 'orange' },
    { label: 'New EMI', value: r.maxEmi, palette: 'blue' },
    {
      label: 'Rest of income',
      value: decimal(v.income).minus(v.existing).minus(r.maxEmi).toNumber(),
      palette: 'green',
    },
  ],
  notes: [
    'An estimate. Lenders also look at your age, credit score and the property’s value: RBI caps a loan at 90% of the property’s value up to ₹30 lakh, 80% up to ₹75 lakh and 75% above.',
  ],
  steps(v, r) {
    const n = v.tenure * 12;
    const rate = v.rate / 1200;
    const { exact, schedule } = loanOf(v);
    const digits = stepDigits(Number(exact));
    const rText = monthlyRateText(v.rate, digits);
    // The last EMI settles the balance, so the total is not always n EMIs: say so.
    const last =
      schedule && schedule.lastPayment !== schedule.payment ? schedule.lastPayment : null;
    // The schedule's own months: an EMI rounded up can repay a small loan before month n.
    const months = schedule?.count ?? n;
    // A semicolon after the instalments: ', ₹95,99,996.74' would run into a decimal comma's list.
    const emis = schedule && last !== null ? `${instalmentsText(schedule, paise)}; ` : '';
    const early =
      months < n ? ` (the EMI, rounded up to the paisa, repays it before month ${n})` : '';
    const product = decimal(r.maxEmi).times(n);
    return [
      `Maximum EMI = ${plainIndian(v.income)} × ${plainIndian(v.foir)}% − ${plainIndian(v.existing)} = ${paise(r.maxEmi)}`,
      `r = ${monthlyRateWorking(v.rate, digits)}; n = ${v.tenure} × 12 = ${n} months`,
      rate === 0
        ? `At 0% the loan is the EMIs added up: ${plainIndian(r.maxEmi)} × ${n} = ` +
          (product.eq(r.maxLoan)
            ? rupees(r.maxLoan)
            : `${plainIndian(product.toNumber())}, rounded down to ${rupees(r.maxLoan)}`)
        : `Loan = ${plainIndian(r.maxEmi)} × (1 − (1 + ${rText})^−${n}) ÷ ${rText} = ${plainIndian(Number(exact.toFixed(2)))}, rounded down to ${rupees(r.maxLoan)}`,
      `Repaid over ${months} months${early}: ${emis}${paise(r.totalPayment)} in all, of which ${paise(r.totalInterest)} is interest`,
    ];
  },
  about: [
    'Maximum EMI = net monthly income × FOIR − existing EMIs. FOIR (fixed obligations to income ratio) is the share of take-home income a lender lets all EMIs take; it is each lender’s own policy, usually 40% to 60% (50% here by default), not a rule of the RBI.',
    'Eligible loan = maximum EMI × (1 − (1 + r)^−n) ÷ r, the present value of n monthly EMIs at r = rate ÷ 12 ÷ 100, the reducing-balance EMI formula solved for the loan. It is rounded down to the rupee, so the loan’s EMI, rounded up to the paisa, never exceeds the allowance. The total interest is from the schedule every loan calculator here uses: each month’s interest rounded half-up to the paisa, the last EMI settling the balance (a little less than the others, as the EMI was rounded up).',
    'Lenders also cap the loan by the property’s value (the RBI’s loan-to-value limits: 90% up to ₹30 lakh, 80% from ₹30 lakh to ₹75 lakh, 75% above) and by your age at the end of the tenure. The eligible amount here is the income-based limit only.',
  ],
  faq: [
    {
      question: 'What is FOIR?',
      answer:
        'The fixed obligations to income ratio: all your EMIs (old and new) as a share of your net monthly income. Most lenders keep it between 40% and 60%, higher for larger incomes.',
    },
    {
      question: 'How can I raise my eligibility?',
      answer:
        'Close small loans first, add an earning co-applicant, or choose a longer tenure: each leaves more of your FOIR for the home loan EMI or stretches it over more months.',
    },
    {
      question: 'Will the bank lend me this much?',
      answer:
        'Not necessarily. This is the most your income supports. The bank also checks your credit score, job, age and the property, and lends at most a share of the property’s value.',
    },
  ],
  references: [
    {
      source:
        'Bajaj Finance (Bajaj Finserv), "Home Loan on a Rs. 1 Lakh Salary: Know Your EMI and Borrowing Capacity", 26 October 2024 (bajajfinserv.in/how-much-home-loan-can-i-get-on-1-lakh-salary-monthly): lenders use FOIR to cap EMIs at about 50% of monthly income, so on Rs. 1 lakh the maximum EMI affordability is Rs. 50,000 (its loan figure is a range, Rs. 50–60 lakh at 8–9% over 20–30 years, so only the EMI is compared)',
      inputs: { income: '100000', existing: '0', foir: '50', rate: '8.5', tenure: '20' },
      expected: { maxEmi: 50000 },
      tolerance: 0.005,
    },
    {
      source:
        'Bajaj Finance (Bajaj Finserv), "How much home loan can I get on a Rs. 90,000 salary monthly" (bajajfinserv.in/how-much-home-loan-can-i-get-on-90000-salary-monthly): max EMI capacity (50% of income) Rs. 45,000 (its loan figure is a range, so only the EMI is compared)',
      inputs: { income: '90000', existing: '0', foir: '50', rate: '8.5', tenure: '20' },
      expected: { maxEmi: 45000 },
      tolerance: 0.005,
    },
    {
      source:
        'IIFL Home Finance (an NHB-registered housing finance company), “Impact of co-applicant and existing loans on home loan eligibility” (iiflhomeloans.com/blogs/impact-co-applicant-and-existing-loans-home-loan-eligibility): monthly income Rs. 1 lakh, applicable FOIR 70%, so Rs. 70,000 for all EMIs; with an existing EMI of Rs. 10,000, Rs. 60,000 is available for the new loan (the example gives no rate or tenure, so only the EMI is compared; 8.5% and 20 years are entered and do not change it)',
      inputs: { income: '100000', existing: '10000', foir: '70', rate: '8.5', tenure: '20' },
      expected: { maxEmi: 60000 },
      tolerance: 0.005,
    },
    {
      source:
        'IIFL Home Finance (as above), the same income with no running EMI: Rs. 70,000 (Rs. 1 lakh × 70%) available for EMI servicing',
      inputs: { income: '100000', existing: '0', foir: '70', rate: '8.5', tenure: '20' },
      expected: { maxEmi: 70000 },
      tolerance: 0.005,
    },
    {
      source:
        'CalculatorLib loan eligibility calculator, worked example (calculatorlib.com/loan-eligibility-calculator): income 60,000, EMIs 5,000, FOIR 50%, 9%, 20 years: maximum EMI 25,000 and a loan of about 2,778,627 (its factor is rounded to 111.145, so within 5)',
      inputs: { income: '60000', existing: '5000', foir: '50', rate: '9', tenure: '20' },
      expected: { maxEmi: 25000, maxLoan: 2778627 },
      tolerance: 5,
    },
    {
      source:
        'SaveLakhs loan eligibility calculator (savelakhs.venba.dev/calculator/eligibility): ₹75,000 a month, no EMIs, FOIR 55%, 8%, 20 years: maximum EMI ₹41,250, maximum loan ₹49,31,614',
      inputs: { income: '75000', existing: '0', foir: '55', rate: '8', tenure: '20' },
      expected: { maxEmi: 41250, maxLoan: 4931614 },
      tolerance: 1,
    },
  ],
});
