import type { LucideIcon } from 'lucide-react';
import { FlaskConicalIcon, HeartPulseIcon, WalletIcon, ZapIcon } from 'lucide-react';
import type { Palette } from '../../theme/palettes.ts';

const reasons: { title: string; text: string; icon: LucideIcon; palette: Palette }[] = [
  {
    title: 'Fast & Easy',
    text: 'Get instant answers from a few simple inputs. No sign-up and nothing to install: every calculation runs right in your browser.',
    icon: ZapIcon,
    palette: 'blue',
  },
  {
    title: 'Financial Tools',
    text: 'Plan loans, savings and investments with mortgage, SIP, tip and currency calculators.',
    icon: WalletIcon,
    palette: 'green',
  },
  {
    title: 'Health & Fitness',
    text: 'Check your body mass index and keep an eye on your health goals with simple, private tools.',
    icon: HeartPulseIcon,
    palette: 'red',
  },
  {
    title: 'Math & Science',
    text: 'Solve percentages, changes and everyday maths quickly, with accurate results every time.',
    icon: FlaskConicalIcon,
    palette: 'purple',
  },
];

/** The four reasons of the home page (spec section 2), drawn as homeCss.ts says. */
export function WhyUseSection() {
  return (
    <section aria-labelledby="why-heading" className="home-section">
      <h2 id="why-heading" className="home-section-title home-section-title-centred">
        Why Use Our Calculators
      </h2>
      <div className="why-grid">
        {reasons.map(({ title, text, icon: Icon, palette }) => (
          <div key={title} className="why-card" data-palette={palette}>
            <div className="why-card-body">
              <div className="why-card-icon" aria-hidden>
                <Icon size="24" />
              </div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
