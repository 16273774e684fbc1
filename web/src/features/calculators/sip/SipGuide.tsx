import { Code, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageSection } from '../../../components/PageSection.tsx';

// The SIP page's text (spec section 2, SIP page): what a SIP is, how to use the calculator, the
// formula, benefits, factors that affect returns, and the disclaimer.

function Term({ children }: { children: ReactNode }) {
  return (
    <Text as="strong" color="fg" fontWeight="semibold">
      {children}
    </Text>
  );
}

export function SipGuide() {
  return (
    <>
      <PageSection headingId="sip-what" heading="What is a SIP?" prose className="no-print">
        <Text>
          A Systematic Investment Plan (SIP) is a way of investing a fixed amount in a mutual fund
          at regular intervals, usually every month, instead of putting in a lump sum at once. Each
          instalment buys units of the fund at that day&apos;s price (its NAV), and the units add up
          over the years.
        </Text>
        <Text>
          This SIP calculator estimates what those monthly instalments could be worth at the end of
          your investment period if the fund earned a steady annual return. It shows how much you
          put in, how much the returns add, and the total future value.
        </Text>
      </PageSection>

      <PageSection
        headingId="sip-how-to"
        heading="How to use this SIP calculator"
        prose
        className="no-print"
      >
        <List.Root as="ol" gap="2" ps="5">
          <List.Item>
            Enter your <Term>monthly investment</Term>, or drag its slider.
          </List.Item>
          <List.Item>
            Set the <Term>expected return rate</Term> you assume the fund earns each year.
          </List.Item>
          <List.Item>
            Choose the <Term>time period</Term> in years.
          </List.Item>
          <List.Item>
            If you plan to invest more every year, for example as your salary rises, add an{' '}
            <Term>annual step-up</Term>.
          </List.Item>
          <List.Item>
            Read the invested amount, estimated returns and future value: they update as you type,
            and the chart and year-by-year table show how the money grows. Press{' '}
            <Term>Calculate</Term> at any time, copy the results, print them, or share a link that
            opens the calculator with your values.
          </List.Item>
        </List.Root>
      </PageSection>

      <PageSection headingId="sip-formula" heading="The SIP formula" prose className="no-print">
        <Text>
          The calculator uses the standard formula for payments made at the start of each month:
        </Text>
        <Code
          display="block"
          whiteSpace="pre-wrap"
          p="3"
          fontSize="md"
          colorPalette="gray"
          overflowWrap="anywhere"
        >
          FV = P × ((1 + r)^n − 1) ÷ r × (1 + r)
        </Code>
        <List.Root gap="1" ps="5">
          <List.Item>
            <Term>FV</Term> is the future value of your SIP;
          </List.Item>
          <List.Item>
            <Term>P</Term> is the monthly investment;
          </List.Item>
          <List.Item>
            <Term>r</Term> is the monthly rate: the annual rate ÷ 12 ÷ 100;
          </List.Item>
          <List.Item>
            <Term>n</Term> is the number of monthly payments: years × 12.
          </List.Item>
        </List.Root>
        <Text>
          The last factor, (1 + r), is there because each instalment is invested at the start of its
          month and earns a full month of returns. The amount invested is P × n, and the estimated
          returns are the future value less the amount invested. At a rate of 0 the future value is
          simply the amount invested.
        </Text>
        <Text>
          For example, ₹5,000 a month at 12% for 10 years: r = 0.01 and n = 120, so the future value
          is ₹11,61,695 on ₹6,00,000 invested, or ₹5,61,695 of estimated returns.
        </Text>
        <Text>
          With an annual step-up, each year&apos;s twelve instalments are valued with the same
          formula at that year&apos;s monthly amount and then grow for the remaining years; the
          calculator adds them up.
        </Text>
      </PageSection>

      <PageSection
        prose
        headingId="sip-benefits"
        heading="Benefits of investing through a SIP"
        className="no-print"
      >
        <List.Root gap="2" ps="5">
          <List.Item>
            <Term>Rupee cost averaging:</Term> the same amount buys more units when prices are low
            and fewer when they are high, so you need not time the market.
          </List.Item>
          <List.Item>
            <Term>The power of compounding:</Term> returns earn returns of their own, and the longer
            you stay invested the more of your future value comes from them.
          </List.Item>
          <List.Item>
            <Term>Discipline:</Term> an automatic monthly instalment turns investing into a habit.
          </List.Item>
          <List.Item>
            <Term>A small start:</Term> many funds accept SIPs from ₹500 a month, and you can raise,
            pause or stop them.
          </List.Item>
          <List.Item>
            <Term>Convenience:</Term> instalments are debited from your bank account on a fixed date
            with no paperwork each month.
          </List.Item>
        </List.Root>
      </PageSection>

      <PageSection
        prose
        headingId="sip-factors"
        heading="Factors that affect your SIP returns"
        className="no-print"
      >
        <List.Root gap="2" ps="5">
          <List.Item>
            <Term>Rate of return:</Term> the fund&apos;s actual return varies from year to year with
            the market and with the kind of fund (equity, debt or hybrid).
          </List.Item>
          <List.Item>
            <Term>Investment period:</Term> compounding needs time; a few extra years can add more
            than many extra rupees a month.
          </List.Item>
          <List.Item>
            <Term>Amount and step-up:</Term> a larger instalment, or one that rises every year,
            builds a larger future value.
          </List.Item>
          <List.Item>
            <Term>Market ups and downs:</Term> the order of good and bad years changes the final
            value even when the average return is the same.
          </List.Item>
          <List.Item>
            <Term>Costs:</Term> the fund&apos;s expense ratio and any exit load reduce what you
            keep.
          </List.Item>
          <List.Item>
            <Term>Taxes and inflation:</Term> capital gains tax lowers the amount you take home, and
            inflation lowers what it can buy.
          </List.Item>
        </List.Root>
      </PageSection>

      <PageSection headingId="sip-disclaimer" heading="Disclaimer" prose>
        <Text>
          This calculator is for illustration only. It assumes a constant rate of return, which real
          investments do not deliver, and its figures are before taxes, expense ratios and exit
          loads. Mutual fund investments are subject to market risks; read all scheme-related
          documents carefully. Past performance does not guarantee future returns. Nothing here is
          investment advice: consider speaking with a SEBI-registered investment adviser before you
          invest.
        </Text>
      </PageSection>
    </>
  );
}
