// The benchmark's yardstick (bench/web.ts): the smallest honest React page with the same kind of
// form as a calculator, three fields and a result drawn on every keystroke, with React 19 alone.
// Plain JavaScript (no JSX) so that it builds with nothing but Vite.
import { createElement as h, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The level monthly payment: M = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate. */
function monthlyPayment(amount, annualRate, years) {
  const n = years * 12;
  const r = annualRate / 100 / 12;
  if (r === 0) return amount / n;
  const growth = (1 + r) ** n;
  return (amount * r * growth) / (growth - 1);
}

function Field({ id, label, value, onChange }) {
  return h(
    'p',
    null,
    h('label', { htmlFor: id }, label),
    h('br'),
    h('input', { id, inputMode: 'decimal', value, onChange: (e) => onChange(e.target.value) }),
  );
}

function LoanForm() {
  const [amount, setAmount] = useState('200000');
  const [rate, setRate] = useState('6.5');
  const [years, setYears] = useState('30');
  const payment = monthlyPayment(Number(amount), Number(rate), Number(years));
  return h(
    'main',
    null,
    h('h1', null, 'Loan payment'),
    h(Field, { id: 'amount', label: 'Loan amount', value: amount, onChange: setAmount }),
    h(Field, { id: 'rate', label: 'Interest rate (%)', value: rate, onChange: setRate }),
    h(Field, { id: 'years', label: 'Loan term (years)', value: years, onChange: setYears }),
    h(
      'p',
      { role: 'status' },
      'Monthly payment: ',
      Number.isFinite(payment) && payment > 0 ? money.format(payment) : '—',
    ),
  );
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(LoanForm)));
