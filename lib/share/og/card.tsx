import 'server-only';
import { ImageResponse } from 'next/og';
import { connection } from 'next/server';
import { PREVIEW_FONT_FAMILY, previewFonts } from './fonts';
import { PREVIEW_SIZE } from './size';
import type { ColorScheme } from '@/lib/reader/colors';

/**
 * One layout for every generated preview image (1200×630, the Open Graph
 * size): brand line, a kicker (what it is), the title, and up to four
 * figures. Rendered by next/og, which knows flexbox only: every box with
 * several children says `display: flex`.
 */

export type Tone = 'up' | 'down' | 'none';

export interface PreviewFact {
  label: string;
  value: string;
  tone?: Tone;
}

export interface PreviewCard {
  kicker: string;
  title: string;
  /** A line under the title (a date, a summary). */
  subtitle?: string;
  facts: PreviewFact[];
  /** Short lines listed under the subtitle (a day's key releases). */
  lines?: string[];
  tagline: string;
  /** 1–3 filled marks beside the kicker. */
  importance?: number | null;
  /** Which colour means up / better: the card's language default (docs/design.md `colors`), green-up when unset. */
  colors?: ColorScheme;
}

/** The colour of a tone under a convention: red-up paints a rise red and a fall green. */
export function toneColor(tone: Tone | undefined, colors: ColorScheme = 'green-up'): string {
  if (tone !== 'up' && tone !== 'down') return COLORS.fg;
  const rise = tone === 'up';
  return rise === (colors === 'green-up') ? COLORS.up : COLORS.down;
}

const COLORS = { bg: '#0f1419', card: '#171d24', fg: '#e6e9ed', muted: '#a3adb8', accent: '#6cb6ff', up: '#4cc77f', down: '#ff7b7b', mark: '#ff7b7b' };

function Marks({ level }: { level: number }) {
  return (
    <div style={{ display: 'flex', gap: 8, marginLeft: 18 }}>
      {[1, 2, 3].map((n) => (
        <div key={n} style={{ width: 20, height: 20, borderRadius: 10, border: `2px solid ${n <= level ? COLORS.mark : COLORS.muted}`, background: n <= level ? COLORS.mark : 'transparent' }} />
      ))}
    </div>
  );
}

export function PreviewLayout({ card }: { card: PreviewCard }) {
  const titleSize = card.title.length > 48 ? 50 : card.title.length > 26 ? 60 : 72;
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', padding: '56px 72px', background: COLORS.bg, color: COLORS.fg, fontFamily: PREVIEW_FONT_FAMILY }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div style={{ width: 56, height: 56, borderRadius: 12, background: '#0b5cad', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 36, fontWeight: 700 }}>M</div>
        <div style={{ fontSize: 34, fontWeight: 700 }}>Macrodesk</div>
        <div style={{ fontSize: 26, color: COLORS.muted, marginLeft: 12 }}>{card.tagline}</div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', marginTop: 52, fontSize: 32, color: COLORS.accent }}>
        <div style={{ display: 'flex' }}>{card.kicker}</div>
        {card.importance ? <Marks level={card.importance} /> : null}
      </div>
      <div style={{ display: 'block', marginTop: 14, fontSize: titleSize, fontWeight: 700, lineHeight: 1.2, lineClamp: 2, overflow: 'hidden' }}>{card.title}</div>
      {card.subtitle ? <div style={{ display: 'block', marginTop: 14, fontSize: 28, color: COLORS.muted, lineClamp: 2, overflow: 'hidden' }}>{card.subtitle}</div> : null}
      {card.lines?.length ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 10, marginTop: 28 }}>
          {card.lines.slice(0, 4).map((line) => (
            <div key={line} style={{ display: 'block', fontSize: 30, padding: '10px 20px', borderRadius: 10, background: COLORS.card, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
              {line}
            </div>
          ))}
        </div>
      ) : null}
      <div style={{ display: 'flex', gap: 20, marginTop: 'auto' }}>
        {card.facts.slice(0, 4).map((f) => (
          <div key={f.label} style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '18px 24px', borderRadius: 14, background: COLORS.card }}>
            <div style={{ fontSize: 24, color: COLORS.muted }}>{f.label}</div>
            <div style={{ fontSize: f.value.length > 12 ? 32 : 44, fontWeight: 700, color: toneColor(f.tone, card.colors) }}>{f.value}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The PNG of a card, rendered per request (the data moves: releases, quotes). */
export async function renderPreview(card: PreviewCard): Promise<ImageResponse> {
  await connection();
  return new ImageResponse(<PreviewLayout card={card} />, { ...PREVIEW_SIZE, fonts: await previewFonts() });
}
