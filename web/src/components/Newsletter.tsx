import { useId, useRef, useState, type FormEvent } from 'react';
import { MailIcon } from 'lucide-react';
import { useApolloClientLoader } from '../apollo/clientContext.ts';
import { showToast } from './ui/toast.tsx';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';

/** What a visitor sees when subscribing failed and the server gave no reason. */
const SUBSCRIBE_FAILED = 'Could not subscribe right now. Please try again later.';

/** The 'Stay Updated' box (spec sections 2, 4, 5 and 8), drawn as features/home/homeCss.ts says. */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(emailRef, email, setEmail);
  const loadClient = useApolloClientLoader();
  const [loading, setLoading] = useState(false);
  const headingId = useId();
  const emailId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const address = email.trim();
    if (!address) {
      showToast({ title: 'Error', description: 'Please enter your email address', type: 'error' });
      return;
    }
    setLoading(true);
    let failure: string | null;
    try {
      const [client, { subscribeToNewsletter }] = await Promise.all([
        loadClient(),
        import('./newsletterSubscription.ts'),
      ]);
      failure = await subscribeToNewsletter(client, address);
    } catch {
      // The server could not be reached, or the code to subscribe could not be downloaded.
      failure = SUBSCRIBE_FAILED;
    }
    setLoading(false);
    if (failure) {
      showToast({ title: 'Error', description: failure, type: 'error' });
      return;
    }
    showToast({
      title: 'Success!',
      description: "You've been subscribed to our newsletter.",
      type: 'success',
    });
    setEmail('');
  }

  return (
    <section aria-labelledby={headingId} className="newsletter">
      <div className="newsletter-stack">
        <div className="newsletter-icon" aria-hidden>
          <MailIcon size="32" />
        </div>
        <div className="home-section-intro">
          <h2 id={headingId} className="home-section-title">
            Stay Updated
          </h2>
          <p>Subscribe to our newsletter to hear about new calculators and features.</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="newsletter-form">
          <div role="group" className="newsletter-field" data-disabled={loading ? '' : undefined}>
            <label htmlFor={emailId} className="visually-hidden">
              Email address
            </label>
            <input
              ref={emailRef}
              id={emailId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="Enter your email"
              disabled={loading}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <button type="submit" className="newsletter-button" disabled={loading}>
            {loading ? 'Subscribing...' : 'Subscribe'}
          </button>
        </form>
      </div>
    </section>
  );
}
