import type { ReactNode } from 'react';
import { MailIcon, MapPinIcon } from 'lucide-react';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../brandIcons.ts';
import { Link as RouterLink } from 'react-router-dom';
import { site } from '../../site.ts';
import { useToday } from '../../ssr/renderEnvironment.tsx';

const categoryLinks = [
  { label: 'Finance Calculators', to: '/category/finance' },
  { label: 'Health Calculators', to: '/category/health' },
  { label: 'Math Calculators', to: '/category/math' },
  { label: 'Conversion Calculators', to: '/category/conversion' },
  { label: 'Date Calculators', to: '/category/date' },
];

const quickLinks = [
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'FAQ', to: '/faq' },
];

// The spec's social icons link nowhere: they are shown, not followed.
const socialIcons = [
  { label: 'Facebook', icon: <FacebookIcon /> },
  { label: 'Twitter', icon: <TwitterIcon /> },
  { label: 'Instagram', icon: <InstagramIcon /> },
  { label: 'LinkedIn', icon: <LinkedinIcon /> },
];

// Plain elements with the classes of frameCss.ts: the footer hydrates as it nears the screen,
// and drawn with Chakra it would make Chakra's system then, a long task in the middle of a scroll.

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="footer-column">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

function FooterLinks({ links }: { links: { label: string; to: string }[] }) {
  return (
    <ul className="footer-links">
      {links.map((link) => (
        <li key={link.to}>
          <RouterLink to={link.to} className="footer-link">
            {link.label}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const year = useToday().slice(0, 4);
  return (
    <footer className="no-print site-footer">
      <div className="page-container">
        <div className="footer-columns">
          <FooterColumn title={site.name}>
            <p>Free online calculators for finance, health, math, conversion and dates.</p>
            <div className="footer-social">
              {socialIcons.map(({ label, icon }) => (
                <span key={label} role="img" aria-label={label}>
                  {icon}
                </span>
              ))}
            </div>
          </FooterColumn>
          <FooterColumn title="Categories">
            <FooterLinks links={categoryLinks} />
          </FooterColumn>
          <FooterColumn title="Quick Links">
            <FooterLinks links={quickLinks} />
          </FooterColumn>
          <FooterColumn title="Contact">
            <div className="footer-contact">
              <MailIcon aria-hidden />
              <a href={`mailto:${site.email}`} className="footer-link">
                {site.email}
              </a>
            </div>
            <div className="footer-contact">
              <MapPinIcon aria-hidden />
              <p>{site.location}</p>
            </div>
          </FooterColumn>
        </div>
        <div className="footer-bottom">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <p>Designed and developed by {site.developer}.</p>
        </div>
      </div>
    </footer>
  );
}
