// The landing page's copy. How to edit it, and check it with npm run check:copy:
// docs/editing-content.md. Each text is one line between backticks, so apostrophes and quotes
// inside it are fine; ${site.…} puts in a value from lib/site.ts.
import { icons, type IconData } from '@/lib/icons';
import { site } from '@/lib/site';

export type Feature = { icon: IconData; title: string; description: string };
export type Testimonial = { name: string; detail: string; text: string };

export const seo = {
  title: `${site.name} — AI home workouts in ${site.minutesPerDay} minutes a day`,
} as const;

const reassurance = `Instant access • Cancel anytime • No commitment`;

export const hero = {
  offer: `Special Offer • Cancel Anytime`,
  headlineLead: `Your personal AI trainer.`,
  headlineClaim: `Real results in ${site.minutesPerDay} minutes a day.`,
  lede: `${site.name} builds a home workout around your goals, your schedule and whatever equipment you have — even none — and adapts it after every session. Start with a ${site.trialDays}-day VIP trial.`,
  trialName: `${site.trialDays}-day VIP trial`,
  rating: { value: site.rating, source: `from ${site.members} members` },
  cta: `Start My VIP Trial Now`,
  secondary: `See How It Works`,
  reassurance,
} as const;

export const howItWorks = {
  id: `how-it-works`,
  title: `How It Works`,
  intro: `From sign-up to your first finished workout in less time than it takes to drive to a gym.`,
  cta: `Start Your ${site.trialDays}-Day VIP Trial`,
  steps: [
    {
      icon: icons.userPlus,
      title: `Sign up for the VIP trial`,
      description: `Create your account in under a minute and unlock every ${site.name} feature free for ${site.trialDays} days.`,
    },
    {
      icon: icons.brainCircuit,
      title: `Get your personalized AI workout plan`,
      description: `Answer a few questions about your goals, fitness level and equipment. The AI builds your plan and adjusts it as you improve.`,
    },
    {
      icon: icons.monitorSmartphone,
      title: `Start training on any device`,
      description: `Follow guided sessions on your phone, tablet, laptop or TV — at home, in a hotel room or in the park.`,
    },
  ] satisfies Feature[],
} as const;

export const whyChoose = {
  id: `why-choose`,
  title: `Why choose ${site.name}`,
  intro: `Everything you need to get stronger at home, and nothing that wastes your time.`,
  benefits: [
    {
      icon: icons.house,
      title: `Train anywhere, anytime`,
      description: `Bodyweight-only or with dumbbells and bands: every workout fits your space, your kit and your schedule.`,
    },
    {
      icon: icons.clock,
      title: `Fast results`,
      description: `Focused ${site.minutesPerDay}-minute sessions combine strength and cardio, so consistency finally fits into a busy day.`,
    },
    {
      icon: icons.dumbbell,
      title: `Expert guidance`,
      description: `Programs designed with certified coaches, with clear video demos and form cues for every move.`,
    },
    {
      icon: icons.trendingUp,
      title: `Proven success`,
      description: `${site.members} members rate ${site.name} ${site.rating}, and the AI tracks your progress so you can see your own.`,
    },
    {
      icon: icons.sparkles,
      title: `Always accessible`,
      description: `Your plan syncs across phone, tablet and desktop, and sessions can be downloaded for training offline.`,
    },
  ] satisfies Feature[],
} as const;

export const testimonials = {
  id: `testimonials`,
  title: `What our members say`,
  intro: `Sample stories from members who train at home.`,
  verifiedLabel: `Verified Member`,
  verifiedIcon: icons.badgeCheck,
  items: [
    {
      name: `Sarah M.`,
      detail: `Mother of two, lost 9 kg in 5 months`,
      text: `I have tried every app out there. This is the first one I stuck with, because the workouts really are fifteen minutes and they change when I get stronger.`,
    },
    {
      name: `James K.`,
      detail: `Remote engineer, trains at lunch`,
      text: `No commute to a gym and no guessing what to do next. I do my session between meetings and my back pain is gone.`,
    },
    {
      name: `Priya R.`,
      detail: `Nurse on rotating shifts`,
      text: `My schedule changes every week. The plan adapts to the days I can train, and I can finally do a full push-up — twenty of them, actually.`,
    },
  ] satisfies Testimonial[],
} as const;

export const finalCta = {
  id: `start`,
  title: `Your first workout is ${site.minutesPerDay} minutes away`,
  text: `Join ${site.members} members training smarter at home. Try every feature free for ${site.trialDays} days.`,
  cta: `Start My VIP Trial Today`,
  reassurance,
} as const;

export const stickyBar = {
  label: `${site.trialDays}-day VIP trial`,
  detail: `Cancel anytime`,
  cta: `Join Now`,
} as const;

export const footer = {
  privacy: `Privacy Policy`,
  terms: `Terms of Use`,
  disclaimer: `Results vary from person to person. Consult a physician before starting any exercise program. We may earn a commission when you start a trial through links on this site.`,
} as const;
