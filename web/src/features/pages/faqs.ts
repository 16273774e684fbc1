import type { FaqItem } from '../../components/FaqAccordion.tsx';

/** The FAQ page's ten questions (spec sections 1 and 2, FAQ). */
export const faqs: FaqItem[] = [
  {
    value: 'free',
    question: 'Are the calculators free to use?',
    answer:
      'Yes. Every calculator and tool on the site is completely free. There is no sign-up, no subscription and no limit on how many calculations you can make.',
  },
  {
    value: 'stored',
    question: 'Are my calculations stored?',
    answer:
      'No. Calculations run in your browser and we keep no history of them that is linked to you. We only count, anonymously, which calculators are used so we know what to improve. No IP address, name or cookie is attached; see our Privacy Policy for details.',
    link: { label: 'Read our Privacy Policy', to: '/privacy' },
  },
  {
    value: 'mobile',
    question: 'Do the calculators work on phones and tablets?',
    answer:
      'Yes. The site is responsive: every calculator adapts to the size of your screen, so it works on phones, tablets and computers in any modern browser, with nothing to install.',
  },
  {
    value: 'embed',
    question: 'Can I embed a calculator on my website?',
    answer:
      'Not at the moment. We do not offer embeddable calculators or widgets yet. You are welcome to link to any calculator page instead.',
  },
  {
    value: 'offline',
    question: 'Can I use the calculators offline or download them?',
    answer:
      'No. The calculators need an internet connection to load, and there is no downloadable or offline version. Once a page has loaded, the calculation itself happens in your browser.',
  },
  {
    value: 'currency-rates',
    question: 'Where do the currency converter rates come from?',
    answer:
      'The currency converter uses a fixed table of demonstration rates, not live market rates. It is useful for rough estimates and learning, but check with your bank or a live source before exchanging money.',
  },
  {
    value: 'accuracy',
    question: 'How accurate are the results?',
    answer:
      'The calculators use standard formulas and we test them against worked examples. Results are rounded for display (money to 2 decimal places, for example) and depend on the values you enter. They are estimates for information only, not financial, medical or legal advice.',
  },
  {
    value: 'crypto-rates',
    question: 'How are cryptocurrency rates fetched?',
    answer:
      'The cryptocurrency converter asks a public cryptocurrency price service for the current rate whenever you change the currencies or the direction of the conversion, and shows when the rate was last updated. If the service cannot be reached, you will see an error instead of an outdated rate.',
  },
  {
    value: 'video-downloader',
    question: 'Is it legal to use the video downloader?',
    answer:
      'Only use it for videos you own or have permission to download, such as your own uploads or videos published under a licence that allows downloading. Downloading copyrighted content without permission may break copyright law and the video platform’s terms of service. Private and restricted videos cannot be downloaded.',
  },
  {
    value: 'suggest',
    question: 'How do I suggest a calculator or report a problem?',
    answer:
      'We would love to hear from you. Send us a message through our Contact page with the calculator you would like, or with the page, the values you entered and what went wrong, and we will look into it.',
    link: { label: 'Go to the Contact page', to: '/contact' },
  },
];
