import { render, screen, waitFor, within } from '@testing-library/react';
import HomePage from '@/app/page';
import { testimonials as testimonialCopy } from '@/content/landing';
import { carryQueryScript } from '@/lib/carry-query-script';
import { site } from '@/lib/site';
import { QueryProvider } from '@/components/links/query-provider';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { SiteFooter } from '@/components/site/site-footer';
import { StickyCtaBar } from './sticky-cta-bar';
import { Testimonials } from './testimonials';
import { WhyChoose } from './why-choose';

beforeEach(() => window.history.replaceState(null, '', '/?utm_source=ads&gclid=a%2Fb~c'));
// The page's inline script, which alone carries the query in the trial buttons.
beforeEach(() => new Function(carryQueryScript)());

const carried = `${site.trackingUrl}?utm_source=ads&gclid=a%2Fb~c`;
/** A trial button as the carry-query script leaves it: the tracking URL with the visitor's query. */
const expectCarried = (link: HTMLElement | null) =>
  waitFor(() => expect(link).toHaveAttribute('href', carried));

describe('landing sections', () => {
  it('hero: results claim in the h1, rating, offer, trial button and secondary control', async () => {
    render(<Hero />, { wrapper: QueryProvider });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('15 minutes a day');
    expect(screen.getByText(/4\.9\/5/).closest('p')).toHaveTextContent(
      '4.9/5 from 10,000+ members',
    );
    expect(screen.getByText('Special Offer • Cancel Anytime')).toBeInTheDocument();
    expect(screen.getByText(/7-day VIP trial/)).toBeInTheDocument();
    expect(screen.getByText('Instant access • Cancel anytime • No commitment')).toBeInTheDocument();
    await expectCarried(screen.getByRole('link', { name: 'Start My VIP Trial Now' }));
    expect(screen.getByRole('link', { name: 'See How It Works' })).toHaveAttribute(
      'href',
      '#how-it-works',
    );
  });

  it('how it works: three ordered steps and its own trial button', async () => {
    render(<HowItWorks />, { wrapper: QueryProvider });
    const section = screen.getByRole('region', { name: 'How It Works' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(/sign up for the VIP trial/i);
    expect(steps[1]).toHaveTextContent(/personalized AI workout plan/i);
    expect(steps[2]).toHaveTextContent(/any device/i);
    await expectCarried(within(section).getByRole('link', { name: /VIP Trial/ }));
  });

  it('why choose: five benefits under "Why choose <brand>"', () => {
    render(<WhyChoose />, { wrapper: QueryProvider });
    const section = screen.getByRole('region', { name: `Why choose ${site.name}` });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Train anywhere, anytime',
      'Fast results',
      'Expert guidance',
      'Proven success',
      'Always accessible',
    ]);
  });

  it('testimonials: three quotes, each with a name, its initial and "Verified Member"', () => {
    render(<Testimonials />, { wrapper: QueryProvider });
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(3);
    for (const [index, figure] of figures.entries()) {
      const { name, text } = testimonialCopy.items[index];
      const caption = within(figure.querySelector('figcaption')!);
      expect(caption.getByText(name)).toBeInTheDocument();
      // The avatar is the caption's decorative part: the initial alone, hidden from screen readers.
      const avatar = figure.querySelector('figcaption > [aria-hidden="true"]');
      expect(avatar).toHaveTextContent(new RegExp(`^${name.charAt(0)}$`));
      expect(caption.getByText('Verified Member')).toBeInTheDocument();
      expect(figure.querySelector('blockquote')).toHaveTextContent(text);
    }
  });

  it('final call to action', async () => {
    render(<FinalCta />, { wrapper: QueryProvider });
    await expectCarried(screen.getByRole('link', { name: 'Start My VIP Trial Today' }));
  });

  it('sticky bar: "Join Now", shipped hidden and inert for the reveal script', async () => {
    const { container } = render(<StickyCtaBar />, { wrapper: QueryProvider });
    const panel = container.querySelector('[data-sticky-bar] [data-state]');
    expect(panel).toHaveAttribute('data-state', 'hidden');
    expect(panel).toHaveAttribute('inert');
    await expectCarried(screen.getByText('Join Now').closest('a'));
  });

  it('footer: legal links that keep the query, and the 2025 copyright', () => {
    render(<SiteFooter />, { wrapper: QueryProvider });
    const nav = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy?utm_source=ads&gclid=a%2Fb~c',
    );
    expect(within(nav).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms-of-use?utm_source=ads&gclid=a%2Fb~c',
    );
    expect(screen.getByText(`© 2025 ${site.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it('home page: sections in the order docs/requirements.md#landing-page gives', () => {
    render(<HomePage />, { wrapper: QueryProvider });
    const names = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(names).toEqual([
      'hero-title',
      'how-it-works-title',
      'why-choose-title',
      'testimonials-title',
      'start-title',
    ]);
  });
});
