import { ImageResponse } from 'next/og';

// The default preview image of shared links (pages with their own image override it).
// Latin text only: the bundled font has no CJK glyphs and the build has no network.
export const alt = 'Macrodesk: economic calendar, market quotes and financial news';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: '80px',
          background: '#0f1419',
          color: '#e6e9ed',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: '28px' }}>
          <div style={{ width: 96, height: 96, borderRadius: 20, background: '#0b5cad', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 64, color: '#fff' }}>
            M
          </div>
          <div style={{ fontSize: 88, fontWeight: 700 }}>Macrodesk</div>
        </div>
        <div style={{ marginTop: 48, fontSize: 44, color: '#a3adb8' }}>Economic calendar · Market quotes · News</div>
        <div style={{ marginTop: 16, fontSize: 36, color: '#6cb6ff' }}>Simplified Chinese · English · Traditional Chinese</div>
      </div>
    ),
    size,
  );
}
