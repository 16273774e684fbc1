import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '../../components/seo/Seo.tsx';
import { site } from '../../site.ts';
import { LegalList, LegalSection, PageHeader, ProseColumn } from './LegalSection.tsx';

/** /terms (spec section 2, Terms of Service). */
export function TermsPage() {
  return (
    <>
      <Seo
        title="Terms of Service"
        description={`The terms for using ${site.name}'s free online calculators and tools: licence, disclaimer, limitations, accuracy and governing law.`}
        keywords="CalcHub terms of service, terms of use, calculator disclaimer"
      />
      <ProseColumn>
        <PageHeader
          title="Terms of Service"
          lead={`Please read these terms before using ${site.name}. They are written to be short and plain.`}
        />

        <LegalSection title="Acceptance of Terms">
          <Text>
            By using {site.name} (the "site"), you agree to these Terms of Service and to our{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to="/privacy">Privacy Policy</RouterLink>
            </Link>
            . If you do not agree, please do not use the site.
          </Text>
        </LegalSection>

        <LegalSection title="Use Licence">
          <Text>
            You may use the calculators and tools free of charge, for personal or business purposes,
            without creating an account. You may share links to any page. You may not:
          </Text>
          <LegalList
            items={[
              'copy, resell or republish the site or its content as your own;',
              'try to break, overload or gain unauthorised access to the site or its servers, or use automated means to send large numbers of requests;',
              'use the site for anything unlawful, including downloading videos you have no right to download;',
              'remove any copyright or other notices from the site’s materials.',
            ]}
          />
          <Text>
            This licence ends automatically if you break these restrictions, and we may end it at
            any time.
          </Text>
        </LegalSection>

        <LegalSection title="Disclaimer">
          <Text>
            The site and its tools are provided "as is" and "as available", without warranties of
            any kind, express or implied, including fitness for a particular purpose. Results are
            for information and education only; they are not financial, investment, tax, legal or
            medical advice. Talk to a qualified professional before making a decision based on them.
          </Text>
          <Text>
            The currency converter uses fixed demonstration rates, not live market rates, and
            cryptocurrency rates come from a public price service and may be delayed. The video
            downloaders are for content you own or have permission to download; you are responsible
            for respecting copyright and the video platform's terms.
          </Text>
        </LegalSection>

        <LegalSection title="Limitations">
          <Text>
            To the fullest extent allowed by law, {site.name} and the people who run it are not
            liable for any loss or damage, including loss of money, data or profit, that comes from
            using or being unable to use the site, even if we were told such loss was possible.
          </Text>
        </LegalSection>

        <LegalSection title="Accuracy of Materials">
          <Text>
            We use standard formulas and check our calculators carefully, but the site may contain
            technical, typographical or calculation errors, and results depend on the values you
            enter. We do not promise that any result is accurate, complete or current. We may change
            the site at any time without notice, but we do not commit to updating it.
          </Text>
        </LegalSection>

        <LegalSection title="Links">
          <Text>
            The site links to other websites, for example through share buttons. We do not control
            and are not responsible for those sites, and a link does not mean we endorse them. You
            use them at your own risk and under their own terms.
          </Text>
        </LegalSection>

        <LegalSection title="Modifications">
          <Text>
            We may revise these terms at any time by publishing a new version on this page. Using
            the site after a change means you accept the revised terms.
          </Text>
        </LegalSection>

        <LegalSection title="Governing Law">
          <Text>
            These terms are governed by and interpreted under the laws of India. Any dispute about
            them or about the site is subject to the exclusive jurisdiction of the courts of India.
          </Text>
        </LegalSection>

        <LegalSection title="Contact Us">
          <Text>
            Questions about these terms? E-mail{' '}
            <Link href={`mailto:${site.email}`} color="brand.fg" textDecoration="underline">
              {site.email}
            </Link>{' '}
            or use our{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to="/contact">contact form</RouterLink>
            </Link>
            .
          </Text>
        </LegalSection>
      </ProseColumn>
    </>
  );
}
