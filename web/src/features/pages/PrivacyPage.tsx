import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '../../components/seo/Seo.tsx';
import { site } from '../../site.ts';
import { LegalList, LegalSection, PageHeader, ProseColumn } from './LegalSection.tsx';

/**
 * When this policy last changed. A fixed date, updated by hand with the text: a date that
 * moved every day would tell readers the policy had just changed when it had not.
 */
export const PRIVACY_LAST_UPDATED = 'November 22, 2026';

/** /privacy (spec section 2, Privacy Policy). */
export function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description={`How ${site.name} handles your information: no sign-in, calculations in your browser, no tracking cookies and no stored IP addresses.`}
        keywords="CalcHub privacy policy, calculator privacy, no tracking cookies"
      />
      <ProseColumn>
        <PageHeader
          title="Privacy Policy"
          meta={
            <Text color="fg.muted" fontSize="sm">
              Last Updated: {PRIVACY_LAST_UPDATED}
            </Text>
          }
        />

        <LegalSection title="Introduction">
          <Text>
            {site.name} ("we", "us", "our") runs a free website of online calculators and small
            tools from {site.location}. This policy explains what information we collect when you
            use the site, why, and the choices you have. We have kept it short because we collect
            very little: there is no sign-in, no registration and no advertising.
          </Text>
        </LegalSection>

        <LegalSection title="Information We Collect">
          <Text>
            <Text as="strong" color="fg">
              Information you give us.
            </Text>{' '}
            When you send the contact form we keep your name, e-mail address, subject and message so
            that we can reply. If you sign up for our newsletter, we keep your e-mail address.
          </Text>
          <Text>
            <Text as="strong" color="fg">
              Anonymous usage.
            </Text>{' '}
            To learn which pages and calculators are used, we record:
          </Text>
          <LegalList
            items={[
              'page views: the page visited, the page you came from (the referrer) and your browser’s user-agent string, which names your browser and device type;',
              'calculator use: which calculator was used and the values entered and calculated, for example a height and weight for the BMI calculator, or the address of a video for the video downloader.',
            ]}
          />
          <Text>
            These records carry no name, e-mail address, account or cookie identifier, and we never
            store your IP address with them or anywhere else. Your browser necessarily sends your IP
            address to our server to load a page; we use it only to answer that request.
          </Text>
          <Text>
            <Text as="strong" color="fg">
              Your calculations.
            </Text>{' '}
            Calculators work out their results in your browser. We keep no history of your
            calculations that could be linked back to you.
          </Text>
        </LegalSection>

        <LegalSection title="How We Use Information">
          <LegalList
            items={[
              'to reply to your messages and handle your requests;',
              'to send the newsletter you asked for, if you subscribed;',
              'to see, in totals, which pages and calculators are popular, so that we can improve them and decide what to build next;',
              'to find and fix errors, and to protect the site against abuse.',
            ]}
          />
          <Text>
            We do not sell, rent or trade your information, and we do not use it for advertising or
            profiling.
          </Text>
        </LegalSection>

        <LegalSection title="Cookies">
          <Text>
            We do not use cookies to track you, and we run no advertising or third-party analytics
            scripts. Your browser may store a small setting on your own device, such as your choice
            of light or dark mode; it is not sent to us and you can clear it at any time in your
            browser's settings.
          </Text>
        </LegalSection>

        <LegalSection title="Third-Party Services">
          <LegalList
            items={[
              'The cryptocurrency converter requests current rates from a public cryptocurrency price service. Only the currencies being converted are sent, never anything that identifies you.',
              'The currency converter uses a fixed table of demonstration rates built into the site; no outside service is asked.',
              'The video downloaders fetch the video you asked for from the video platform where it is published.',
              'Share buttons open Facebook, Twitter, LinkedIn, WhatsApp or your e-mail app in a new tab. Nothing is sent to them unless you click; once you are on their site, their own privacy policies apply.',
            ]}
          />
          <Text>
            We are not responsible for the privacy practices of other websites, so please read their
            policies.
          </Text>
        </LegalSection>

        <LegalSection title="Data Security">
          <Text>
            We keep the information we hold to the minimum, store it on servers we control, and
            limit who can reach it. No method of sending or storing data over the internet is
            completely secure, so while we work to protect your information we cannot guarantee its
            absolute security.
          </Text>
        </LegalSection>

        <LegalSection title="Your Data Rights">
          <Text>
            You can ask us at any time to see, correct or delete the contact messages or newsletter
            subscription we hold for you, or to stop sending you the newsletter. Because usage
            records contain nothing that identifies you, we cannot link them to a person. Write to
            us at the address below; we may ask you to confirm that the e-mail address is yours
            before we act.
          </Text>
        </LegalSection>

        <LegalSection title="Children's Privacy">
          <Text>
            The site is not directed at children under 13, and we do not knowingly collect personal
            information from them. If you believe a child under 13 has sent us personal information
            through the contact form or the newsletter, please contact us and we will delete it.
          </Text>
        </LegalSection>

        <LegalSection title="Changes to This Policy">
          <Text>
            We may update this policy when the site changes. When we do, we will change the "Last
            Updated" date at the top of this page. Please check it from time to time; using the site
            after a change means you accept the updated policy.
          </Text>
        </LegalSection>

        <LegalSection title="Contact Us">
          <Text>
            Questions about this policy or your information? E-mail{' '}
            <Link href={`mailto:${site.email}`} color="brand.fg" textDecoration="underline">
              {site.email}
            </Link>{' '}
            or use our{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to="/contact">contact form</RouterLink>
            </Link>
            . {site.name}, {site.location}.
          </Text>
        </LegalSection>
      </ProseColumn>
    </>
  );
}
