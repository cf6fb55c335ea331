import { hero } from '@/content/landing';
import { site } from '@/lib/site';
import { color } from '@/lib/theme';

/** The share card (1200×630), drawn at build time so it never drifts from the brand and the claims. */
export function OgCard() {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: `radial-gradient(circle at 85% 10%, ${color('violet-900')} 0%, ${color('ink-950')} 55%)`,
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 44 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 18,
            background: color('brand-300'),
            display: 'flex',
          }}
        />
        {site.name}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 16,
          fontSize: 76,
          lineHeight: 1.05,
        }}
      >
        <div style={{ display: 'flex' }}>{hero.headlineLead}</div>
        <div style={{ display: 'flex', color: color('brand-300') }}>{hero.headlineClaim}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: color('ink-200') }}>
        {`${hero.trialName} · ${site.rating} from ${site.members} members · Cancel anytime`}
      </div>
    </div>
  );
}
